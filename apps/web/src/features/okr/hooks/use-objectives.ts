import { okrOps } from '@warroom/contracts';
import { queryKeys } from '../../../shared/query-keys';
import { usePagedList } from '../../../lib/use-paged-list';

/** GET /api/okr/objectives, newest first, a page at a time, each with its key results. */
export function useObjectives() {
  return usePagedList({ queryKey: queryKeys.okr.list(), operation: okrOps.objectives.list });
}
