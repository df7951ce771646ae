import { useQuery } from '@tanstack/react-query';
import { queryKeys } from '../../../app/query-keys';
import { fetchMetric } from '../api';

/** GET /api/metrics/{id}, with its points oldest first. */
export function useMetric(id: string) {
  return useQuery({ queryKey: queryKeys.metrics.detail(id), queryFn: ({ signal }) => fetchMetric(id, signal) });
}
