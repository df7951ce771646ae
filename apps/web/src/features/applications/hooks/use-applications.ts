import { applicationOps } from '@warroom/contracts';
import { type ApplicationFilters, queryKeys } from '../../../shared/query-keys';
import { usePagedList } from '../../../lib/use-paged-list';

/**
 * The review list, newest first, a page at a time; the search (`q`), the status filter and
 * 'Needs my vote' are the server's (reviewer roles only: render it only for them).
 */
export function useApplications(filters: ApplicationFilters) {
  return usePagedList({
    queryKey: queryKeys.applications.list(filters),
    operation: applicationOps.list,
    filters: { q: filters.q.trim(), status: filters.status, needsMyVote: filters.needsMyVote ? 'true' : undefined },
    // While a new search loads, keep showing the last answer instead of a loading screen.
    keepPrevious: true,
  });
}
