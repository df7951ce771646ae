import { useQuery } from '@tanstack/react-query';
import { queryKeys } from '../../../app/query-keys';
import { fetchMetrics } from '../api';

/** GET /api/metrics, each metric with its points. */
export function useMetrics() {
  return useQuery({ queryKey: queryKeys.metrics.list(), queryFn: ({ signal }) => fetchMetrics(signal) });
}
