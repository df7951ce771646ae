import { BoundTextField } from '../../../shared/public/field';
import { schemaFormSpec, SchemaSubmitForm } from '../../../shared/public/schema-submit-form';
import { loadPublicContracts } from '../../../lib/load-public-contracts';
import { useLogin } from '../hooks/use-login';

const SPEC = schemaFormSpec('login', () => loadPublicContracts().then((c) => c.loginBodySchema), {
  email: '',
  password: '',
});

/** Email and password; a refusal is a toast (SPEC.md section 8), not a field error. */
export function LoginForm() {
  const login = useLogin();
  return (
    <SchemaSubmitForm spec={SPEC} save={login} submit="Sign in" pending="Signing in...">
      {(form) => (
        <>
          <BoundTextField form={form} field="email" label="Email" required type="email" autoComplete="username" />
          <BoundTextField
            form={form}
            field="password"
            label="Password"
            required
            type="password"
            autoComplete="current-password"
          />
        </>
      )}
    </SchemaSubmitForm>
  );
}
