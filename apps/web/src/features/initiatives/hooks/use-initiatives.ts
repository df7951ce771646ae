import { initiativeOps } from '@warroom/contracts';
import { queryKeys } from '../../../shared/query-keys';
import { usePagedList } from '../../../lib/use-paged-list';

/** GET /api/initiatives, newest first, a page at a time (descriptions cut to 100 characters). */
export function useInitiatives() {
  return usePagedList({ queryKey: queryKeys.initiatives.list(), operation: initiativeOps.list });
}
