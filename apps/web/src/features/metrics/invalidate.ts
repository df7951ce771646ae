import type { QueryClient } from '@tanstack/react-query';
import { queryKeys } from '../../app/query-keys';

/**
 * After a metric (or one of its points) changes: that metric, the list (which carries each
 * metric's point count and earliest and latest point) and the audit log the change wrote to.
 */
export async function invalidateMetric(queryClient: QueryClient, id: string): Promise<void> {
  await Promise.all([
    queryClient.invalidateQueries({ queryKey: queryKeys.metrics.detail(id), exact: true }),
    queryClient.invalidateQueries({ queryKey: queryKeys.metrics.list() }),
    queryClient.invalidateQueries({ queryKey: queryKeys.admin.auditLogs() }),
  ]);
}

/** After a metric is created: the list, the dashboard (Active Metrics) and the audit log. */
export async function invalidateMetricList(queryClient: QueryClient): Promise<void> {
  await Promise.all([
    queryClient.invalidateQueries({ queryKey: queryKeys.metrics.list() }),
    queryClient.invalidateQueries({ queryKey: queryKeys.dashboard() }),
    queryClient.invalidateQueries({ queryKey: queryKeys.admin.auditLogs() }),
  ]);
}

/** After a metric is deleted: its detail is dropped (never refetched into a 404), the list and the dashboard reload. */
export async function forgetMetric(queryClient: QueryClient, id: string): Promise<void> {
  queryClient.removeQueries({ queryKey: queryKeys.metrics.detail(id), exact: true });
  await invalidateMetricList(queryClient);
}
