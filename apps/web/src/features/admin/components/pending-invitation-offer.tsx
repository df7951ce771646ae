import { Alert, Button, Flex } from 'antd';
import { errorExplanation, retryAfterText } from '../../../lib/error-text';
import { formatDate } from '../../../lib/format-date';
import { useResendPendingInvitation } from '../hooks/use-invitation-writes';
import { usePendingInvitation } from '../hooks/use-invitations';

type PendingInvitationOfferProps = { email: string; onResent: () => void };

/**
 * Under the Invite form's refusal (409: the email already has a pending invitation, PRODUCT.md
 * section 9): that invitation, found in the list by its email, and 'Resend' (a new link; the
 * old one stops working). Nothing is revoked behind the admin's back. A resend refused in turn
 * (429: three an hour) says so here, with how long to wait.
 */
export function PendingInvitationOffer({ email, onResent }: PendingInvitationOfferProps) {
  const pending = usePendingInvitation(email, true);
  const resend = useResendPendingInvitation(onResent);
  if (pending.isPending) {
    return (
      <p className="text-secondary" role="status">
        Looking for the invitation already sent...
      </p>
    );
  }
  const invitation = pending.data;
  // Refused for another reason (an active user has the email), or the lookup failed: nothing to offer.
  if (!invitation) return null;
  const wait = retryAfterText(resend.error);
  return (
    <Flex vertical gap={12} className="pending-invitation">
      <p className="pending-invitation__text">
        {`${invitation.email} was invited on ${formatDate(invitation.createdAt)}; the link works until ${formatDate(
          invitation.expiresAt,
        )}. Resend it to send a new link (the old one stops working).`}
      </p>
      <div>
        <Button
          aria-label={`Resend the invitation to ${invitation.email}`}
          loading={resend.isPending}
          onClick={() => resend.mutate(invitation.id)}
        >
          Resend
        </Button>
      </div>
      {resend.error ? (
        <Alert
          type="error"
          showIcon
          title="The invitation was not resent"
          description={
            <>
              <p className="error-detail__explanation">{errorExplanation(resend.error)}</p>
              {wait ? <p className="error-detail__explanation">{wait}</p> : null}
            </>
          }
        />
      ) : null}
    </Flex>
  );
}
