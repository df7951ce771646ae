import type { QueryClient } from '@tanstack/react-query';
import { queryKeys } from '../../app/query-keys';

/**
 * After a decision is created or changed: every decision query (the list, the searches of
 * 'Superseded by' and the details: a supersede link changes the `supersedes` and
 * `supersededByTitle` of another decision too), the dashboard (pending decisions) and the
 * audit log the change wrote to.
 */
export async function invalidateDecisions(queryClient: QueryClient): Promise<void> {
  await Promise.all([
    queryClient.invalidateQueries({ queryKey: queryKeys.decisions.all() }),
    queryClient.invalidateQueries({ queryKey: queryKeys.dashboard() }),
    queryClient.invalidateQueries({ queryKey: queryKeys.admin.auditLogs() }),
  ]);
}

/** After a decision is deleted: its detail is dropped (never refetched into a 404), the rest reloads. */
export async function forgetDecision(queryClient: QueryClient, id: string): Promise<void> {
  queryClient.removeQueries({ queryKey: queryKeys.decisions.detail(id), exact: true });
  await invalidateDecisions(queryClient);
}
