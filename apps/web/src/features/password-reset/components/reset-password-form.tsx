import { LinkProblem } from '../../../shared/public/link-problem';
import { schemaFormSpec, SchemaSubmitForm } from '../../../shared/public/schema-submit-form';
import { goneMessageOf, isLinkRefusal } from '../../../lib/link-token';
import { loadCommonPasswords } from '../../../lib/load-common-passwords';
import { loadPublicContracts } from '../../../lib/load-public-contracts';
import { NewPasswordFields } from '../../../shared/public/new-password-fields';
import { useResetPassword } from '../hooks/use-reset-password';
import { RESET_LINK } from '../reset-link';

const loadSchema = () =>
  Promise.all([loadPublicContracts(), loadCommonPasswords()]).then(([c]) => c.newPasswordFormSchema);

const SPEC = schemaFormSpec('reset-password', loadSchema, { password: '', confirmPassword: '' });

/** The new password and its confirmation; a link the server refuses (404, 410) gives way to asking for a new one. */
export function ResetPasswordForm({ token }: { token: string }) {
  const reset = useResetPassword(token);
  if (isLinkRefusal(reset.error)) return <LinkProblem {...RESET_LINK} title={goneMessageOf(reset.error)} />;
  return (
    <SchemaSubmitForm spec={SPEC} save={reset} submit="Reset Password" failedTitle="The password was not reset">
      {(form) => <NewPasswordFields form={form} label="New Password" />}
    </SchemaSubmitForm>
  );
}
