import type { InvitationPreview } from '@warroom/contracts';
import { BoundTextField, TextField } from '../../../shared/public/field';
import { LinkProblem } from '../../../shared/public/link-problem';
import { schemaFormSpec, SchemaSubmitForm } from '../../../shared/public/schema-submit-form';
import { formatDate } from '../../../lib/format-date';
import { goneMessageOf, isLinkRefusal } from '../../../lib/link-token';
import { loadCommonPasswords } from '../../../lib/load-common-passwords';
import { loadPublicContracts } from '../../../lib/load-public-contracts';
import { NewPasswordFields } from '../../../shared/public/new-password-fields';
import { useAcceptInvitation } from '../hooks/use-accept-invitation';
import { INVITATION_LINK } from '../invitation-link';

/** The name (the accept body's rules) with the password and its confirmation (change password's). */
const loadJoinFormSchema = () =>
  Promise.all([loadPublicContracts(), loadCommonPasswords()]).then(([c]) => c.joinFormSchema);

type JoinFormProps = { token: string; invitation: InvitationPreview };

/** The invited email (read only), the name (the invitation's, editable) and a password. */
export function JoinForm({ token, invitation }: JoinFormProps) {
  const accept = useAcceptInvitation(token);
  const spec = schemaFormSpec('join', loadJoinFormSchema, {
    name: invitation.name ?? '',
    password: '',
    confirmPassword: '',
  });
  // Used or revoked while the page was open.
  if (isLinkRefusal(accept.error)) return <LinkProblem {...INVITATION_LINK} title={goneMessageOf(accept.error)} />;
  return (
    <SchemaSubmitForm spec={spec} save={accept} submit="Join the War Room" failedTitle="You could not join">
      {(form) => (
        <>
          <TextField
            id="join-email"
            label="Email"
            type="email"
            value={invitation.email}
            readOnly
            autoComplete="username"
            hint={`Invited as ${invitation.role}; the link works until ${formatDate(invitation.expiresAt)}.`}
            onChange={() => undefined}
          />
          <BoundTextField form={form} field="name" label="Name" autoComplete="name" maxLength={200} />
          <NewPasswordFields form={form} label="Password" />
        </>
      )}
    </SchemaSubmitForm>
  );
}
