import { useQuery } from '@tanstack/react-query';
import { invitationOps } from '@warroom/contracts';
import { queryKeys } from '../../../shared/query-keys';
import { usePagedList } from '../../../lib/use-paged-list';
import { findPendingInvitation } from '../api';

/** GET /api/admin/invitations, newest first, a page at a time. ADMIN only. */
export function useInvitations() {
  return usePagedList({ queryKey: queryKeys.byOperation.list(invitationOps.list), operation: invitationOps.list });
}

/** The PENDING invitation of `email`, or null; asked for only when `enabled` (an invitation refused with 409). */
export function usePendingInvitation(email: string, enabled: boolean) {
  const key = email.trim().toLowerCase();
  return useQuery({
    queryKey: queryKeys.byOperation.lookup(invitationOps.list, { pendingFor: key }),
    queryFn: ({ signal }) => findPendingInvitation(key, signal),
    enabled,
    // Each refusal asks again: a resend or a revoke since may have changed it.
    staleTime: 0,
  });
}
