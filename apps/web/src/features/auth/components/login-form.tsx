import { type LoginBody, loginBodySchema } from '@warroom/contracts';
import { Button } from 'antd';
import { PlainForm } from '../../../components/plain-form';
import { SchemaTextField } from '../../../components/schema-fields';
import { useSchemaForm } from '../../../lib/use-schema-form';
import { useLogin } from '../hooks/use-login';

const FIELDS: readonly (keyof LoginBody)[] = ['email', 'password'];
const EMPTY: LoginBody = { email: '', password: '' };

/** Email and password; a refusal is a toast (SPEC.md section 8), not a field error. */
export function LoginForm() {
  const login = useLogin();
  const form = useSchemaForm({
    fields: FIELDS,
    idPrefix: 'login',
    initialValues: EMPTY,
    schema: loginBodySchema,
    error: null,
    onSubmit: (body) => login.mutate(body),
  });

  return (
    <PlainForm label="Sign in" onSubmit={form.submit}>
      <SchemaTextField form={form} field="email" label="Email" required type="email" autoComplete="username" />
      <SchemaTextField
        form={form}
        field="password"
        label="Password"
        required
        type="password"
        autoComplete="current-password"
      />
      <Button type="primary" htmlType="submit" block disabled={login.isPending}>
        {login.isPending ? 'Signing in...' : 'Sign in'}
      </Button>
    </PlainForm>
  );
}
