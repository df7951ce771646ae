import type { QueryClient } from '@tanstack/react-query';
import { invitationOps } from '@warroom/contracts';
import { queryKeys } from '../../shared/query-keys';

/** After a user is created or changed: the users, the audit log, and `me` (an admin may change their own role). */
export async function invalidateUsers(queryClient: QueryClient): Promise<void> {
  await Promise.all([
    queryClient.invalidateQueries({ queryKey: queryKeys.admin.users() }),
    queryClient.invalidateQueries({ queryKey: queryKeys.admin.auditLogs() }),
    queryClient.invalidateQueries({ queryKey: queryKeys.auth.me() }),
  ]);
}

/** After an invitation is sent, resent or revoked: the invitations and the audit log. */
export async function invalidateInvitations(queryClient: QueryClient): Promise<void> {
  await Promise.all([
    queryClient.invalidateQueries({ queryKey: queryKeys.byOperation.list(invitationOps.list) }),
    queryClient.invalidateQueries({ queryKey: queryKeys.admin.auditLogs() }),
  ]);
}
