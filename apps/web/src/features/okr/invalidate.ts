import type { QueryClient } from '@tanstack/react-query';
import { queryKeys } from '../../app/query-keys';

/**
 * After a change to one objective (or one of its key results): that objective, the
 * objectives list (dashboard and /okr) and the audit log the change wrote to.
 */
export async function invalidateObjective(queryClient: QueryClient, id: string): Promise<void> {
  await Promise.all([
    queryClient.invalidateQueries({ queryKey: queryKeys.okr.objective(id), exact: true }),
    queryClient.invalidateQueries({ queryKey: queryKeys.okr.objectives(), exact: true }),
    queryClient.invalidateQueries({ queryKey: queryKeys.admin.auditLogs() }),
  ]);
}

/** After an objective is deleted: its detail is dropped (never refetched into a 404), the list reloads. */
export async function forgetObjective(queryClient: QueryClient, id: string): Promise<void> {
  queryClient.removeQueries({ queryKey: queryKeys.okr.objective(id), exact: true });
  await Promise.all([
    queryClient.invalidateQueries({ queryKey: queryKeys.okr.objectives(), exact: true }),
    queryClient.invalidateQueries({ queryKey: queryKeys.admin.auditLogs() }),
  ]);
}
