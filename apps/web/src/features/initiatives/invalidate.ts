import type { QueryClient } from '@tanstack/react-query';
import { queryKeys } from '../../app/query-keys';

/** After an initiative is created or changed: the list, the dashboard (its RAG counts) and the audit log. */
export async function invalidateInitiatives(queryClient: QueryClient): Promise<void> {
  await Promise.all([
    queryClient.invalidateQueries({ queryKey: queryKeys.initiatives.list() }),
    queryClient.invalidateQueries({ queryKey: queryKeys.dashboard() }),
    queryClient.invalidateQueries({ queryKey: queryKeys.admin.auditLogs() }),
  ]);
}

/** After an initiative is deleted: its detail is dropped (never refetched into a 404), the list reloads. */
export async function forgetInitiative(queryClient: QueryClient, id: string): Promise<void> {
  queryClient.removeQueries({ queryKey: queryKeys.initiatives.detail(id), exact: true });
  await invalidateInitiatives(queryClient);
}
