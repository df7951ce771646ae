import { Callout } from '../../../shared/public/callout';
import { BoundTextField } from '../../../shared/public/field';
import { schemaFormSpec, SchemaSubmitForm } from '../../../shared/public/schema-submit-form';
import { loadPublicContracts } from '../../../lib/load-public-contracts';
import { useForgotPassword } from '../hooks/use-forgot-password';

const SPEC = schemaFormSpec('forgot-password', () => loadPublicContracts().then((c) => c.forgotPasswordBodySchema), {
  email: '',
});

/** The email of the account; then the server's answer, the same whether or not the account exists. */
export function ForgotPasswordForm() {
  const request = useForgotPassword();
  if (request.data) {
    return (
      <Callout tone="success" role="status" title="Check your email">
        <p>{request.data.message}</p>
      </Callout>
    );
  }
  return (
    <SchemaSubmitForm spec={SPEC} save={request} submit="Send Reset Link" failedTitle="The reset link was not sent">
      {(form) => (
        <BoundTextField form={form} field="email" label="Email" required type="email" autoComplete="username" />
      )}
    </SchemaSubmitForm>
  );
}
