import type { QueryClient } from '@tanstack/react-query';
import { queryKeys } from '../../app/query-keys';

/** After a meeting is changed: that meeting, the list and the audit log the change wrote to. */
export async function invalidateMeeting(queryClient: QueryClient, id: string): Promise<void> {
  await Promise.all([
    queryClient.invalidateQueries({ queryKey: queryKeys.meetings.detail(id), exact: true }),
    queryClient.invalidateQueries({ queryKey: queryKeys.meetings.list() }),
    queryClient.invalidateQueries({ queryKey: queryKeys.admin.auditLogs() }),
  ]);
}

/** After a meeting is created: the list and the audit log. */
export async function invalidateMeetingList(queryClient: QueryClient): Promise<void> {
  await Promise.all([
    queryClient.invalidateQueries({ queryKey: queryKeys.meetings.list() }),
    queryClient.invalidateQueries({ queryKey: queryKeys.admin.auditLogs() }),
  ]);
}

/** After a meeting is deleted: its detail is dropped (never refetched into a 404), the list reloads. */
export async function forgetMeeting(queryClient: QueryClient, id: string): Promise<void> {
  queryClient.removeQueries({ queryKey: queryKeys.meetings.detail(id), exact: true });
  await invalidateMeetingList(queryClient);
}
