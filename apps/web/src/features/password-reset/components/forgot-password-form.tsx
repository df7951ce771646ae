import { forgotPasswordBodySchema } from '@warroom/contracts';
import { Alert } from 'antd';
import { SchemaTextField } from '../../../components/schema-fields';
import { schemaFormSpec, SchemaSubmitForm } from '../../../components/schema-submit-form';
import { useForgotPassword } from '../hooks/use-forgot-password';

const SPEC = schemaFormSpec('forgot-password', forgotPasswordBodySchema, { email: '' });

/** The email of the account; then the server's answer, the same whether or not the account exists. */
export function ForgotPasswordForm() {
  const request = useForgotPassword();
  if (request.data) {
    return <Alert type="success" showIcon title="Check your email" description={request.data.message} />;
  }
  return (
    <SchemaSubmitForm spec={SPEC} save={request} submit="Send Reset Link" failedTitle="The reset link was not sent">
      {(form) => (
        <SchemaTextField form={form} field="email" label="Email" required type="email" autoComplete="username" />
      )}
    </SchemaSubmitForm>
  );
}
