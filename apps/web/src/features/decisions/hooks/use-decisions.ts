import { decisionOps } from '@warroom/contracts';
import { queryKeys } from '../../../shared/query-keys';
import { usePagedList } from '../../../lib/use-paged-list';

/** GET /api/decisions, newest first, a page at a time (contexts cut to 100 characters). */
export function useDecisions() {
  return usePagedList({ queryKey: queryKeys.decisions.list(), operation: decisionOps.list });
}
