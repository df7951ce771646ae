import { LinkProblem } from '../../../components/link-problem';
import { PageLoader } from '../../../components/page-loader';
import { QueryError } from '../../../components/query-error';
import { goneMessageOf, isLinkRefusal, isLinkToken } from '../../../lib/link-token';
import { useInvitation } from '../hooks/use-invitation';
import { INVITATION_LINK } from '../invitation-link';
import { JoinForm } from './join-form';

/** What the invitation link opens: the join form, or why the link does not work. */
export function JoinPanel({ token }: { token: string }) {
  const wellFormed = isLinkToken(token);
  const invitation = useInvitation(token, wellFormed);

  if (!wellFormed) return <LinkProblem {...INVITATION_LINK} />;
  if (invitation.isPending) return <PageLoader label="Loading your invitation..." />;
  if (isLinkRefusal(invitation.error)) {
    return <LinkProblem {...INVITATION_LINK} title={goneMessageOf(invitation.error)} />;
  }
  if (invitation.isError) {
    const retry = () => void invitation.refetch();
    return <QueryError title="Could not load your invitation" error={invitation.error} onRetry={retry} />;
  }
  return <JoinForm token={token} invitation={invitation.data} />;
}
