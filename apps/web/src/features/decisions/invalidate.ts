import type { QueryClient } from '@tanstack/react-query';
import { queryKeys } from '../../app/query-keys';

/**
 * After a decision is created or changed: every decision query (the list, shared with the
 * dashboard, and the details: a supersede link changes the `supersedes` of another
 * decision too) and the audit log the change wrote to.
 */
export async function invalidateDecisions(queryClient: QueryClient): Promise<void> {
  await Promise.all([
    queryClient.invalidateQueries({ queryKey: queryKeys.decisions.list() }),
    queryClient.invalidateQueries({ queryKey: queryKeys.admin.auditLogs() }),
  ]);
}

/** After a decision is deleted: its detail is dropped (never refetched into a 404), the rest reloads. */
export async function forgetDecision(queryClient: QueryClient, id: string): Promise<void> {
  queryClient.removeQueries({ queryKey: queryKeys.decisions.detail(id), exact: true });
  await invalidateDecisions(queryClient);
}
