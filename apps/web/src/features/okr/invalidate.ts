import type { QueryClient } from '@tanstack/react-query';
import { queryKeys } from '../../app/query-keys';

/**
 * After a change to one objective (or one of its key results): that objective, the
 * objectives list, the dashboard (its counts and 'OKRs Needing Attention') and the audit log
 * the change wrote to.
 */
export async function invalidateObjective(queryClient: QueryClient, id: string): Promise<void> {
  await Promise.all([
    queryClient.invalidateQueries({ queryKey: queryKeys.okr.objective(id), exact: true }),
    invalidateObjectiveList(queryClient),
  ]);
}

/** After an objective is created: the list, the dashboard and the audit log. */
export async function invalidateObjectiveList(queryClient: QueryClient): Promise<void> {
  await Promise.all([
    queryClient.invalidateQueries({ queryKey: queryKeys.okr.objectives() }),
    queryClient.invalidateQueries({ queryKey: queryKeys.dashboard() }),
    queryClient.invalidateQueries({ queryKey: queryKeys.admin.auditLogs() }),
  ]);
}

/** After an objective is deleted: its detail is dropped (never refetched into a 404), the list reloads. */
export async function forgetObjective(queryClient: QueryClient, id: string): Promise<void> {
  queryClient.removeQueries({ queryKey: queryKeys.okr.objective(id), exact: true });
  await invalidateObjectiveList(queryClient);
}
