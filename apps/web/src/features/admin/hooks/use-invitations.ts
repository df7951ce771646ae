import { invitationOps } from '@warroom/contracts';
import { queryKeys } from '../../../app/query-keys';
import { usePagedList } from '../../../lib/use-paged-list';

/** GET /api/admin/invitations, newest first, a page at a time. ADMIN only. */
export function useInvitations() {
  return usePagedList({ queryKey: queryKeys.byOperation.list(invitationOps.list), operation: invitationOps.list });
}
