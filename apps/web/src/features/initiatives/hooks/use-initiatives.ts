import type { Initiative } from '@warroom/contracts';
import { queryKeys } from '../../../app/query-keys';
import { usePagedList } from '../../../lib/use-paged-list';

/** GET /api/initiatives, newest first, a page at a time (descriptions cut to 100 characters). */
export function useInitiatives() {
  return usePagedList<Initiative>({ queryKey: queryKeys.initiatives.list(), path: '/api/initiatives' });
}
