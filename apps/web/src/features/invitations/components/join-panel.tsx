import { ErrorDetail } from '../../../components/error-detail';
import { Callout } from '../../../shared/public/callout';
import { LinkProblem } from '../../../shared/public/link-problem';
import { errorExplanation } from '../../../lib/error-text';
import { goneMessageOf, isLinkRefusal, isLinkToken } from '../../../lib/link-token';
import { useInvitation } from '../hooks/use-invitation';
import { INVITATION_LINK } from '../invitation-link';
import { JoinForm } from './join-form';

/** What the invitation link opens: the join form, or why the link does not work. */
export function JoinPanel({ token }: { token: string }) {
  const wellFormed = isLinkToken(token);
  const invitation = useInvitation(token, wellFormed);

  if (!wellFormed) return <LinkProblem {...INVITATION_LINK} />;
  if (invitation.isPending) {
    return (
      <p className="lp-loading" role="status">
        Loading your invitation...
      </p>
    );
  }
  if (isLinkRefusal(invitation.error)) {
    return <LinkProblem {...INVITATION_LINK} title={goneMessageOf(invitation.error)} />;
  }
  if (invitation.isError) {
    return (
      <Callout tone="error" role="alert" title="Could not load your invitation">
        <p>{errorExplanation(invitation.error)}</p>
        <button
          type="button"
          className="lp-button lp-button--ghost lp-button--small"
          onClick={() => void invitation.refetch()}
        >
          Try again
        </button>
        <ErrorDetail error={invitation.error} />
      </Callout>
    );
  }
  return <JoinForm token={token} invitation={invitation.data} />;
}
