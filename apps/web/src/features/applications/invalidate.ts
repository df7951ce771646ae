import type { QueryClient } from '@tanstack/react-query';
import { queryKeys } from '../../app/query-keys';

/**
 * After a vote, recusal, comment or status change: the lists, the counts, analytics and how
 * many need the caller's vote (all under the applications prefix) and the audit log the
 * change wrote to.
 */
export async function invalidateApplications(queryClient: QueryClient): Promise<void> {
  await Promise.all([
    queryClient.invalidateQueries({ queryKey: queryKeys.applications.all() }),
    queryClient.invalidateQueries({ queryKey: queryKeys.admin.auditLogs() }),
  ]);
}
