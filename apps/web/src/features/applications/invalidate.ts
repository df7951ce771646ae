import type { QueryClient } from '@tanstack/react-query';
import { queryKeys } from '../../app/query-keys';

/**
 * After a vote, comment or status change: the lists, the counts and analytics (all under
 * the applications prefix) and the audit log the change wrote to.
 */
export async function invalidateApplications(queryClient: QueryClient): Promise<void> {
  await Promise.all([
    queryClient.invalidateQueries({ queryKey: queryKeys.applications.all() }),
    queryClient.invalidateQueries({ queryKey: queryKeys.admin.auditLogs() }),
  ]);
}
