import { metricOps } from '@warroom/contracts';
import { queryKeys } from '../../../shared/query-keys';
import { usePagedList } from '../../../lib/use-paged-list';

/** GET /api/metrics, newest first, a page at a time: each with its point count and its earliest and latest point. */
export function useMetrics() {
  return usePagedList({ queryKey: queryKeys.metrics.list(), operation: metricOps.list });
}
