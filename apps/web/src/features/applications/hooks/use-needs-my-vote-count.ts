import { useQuery } from '@tanstack/react-query';
import { queryKeys } from '../../../shared/query-keys';
import { fetchNeedsMyVoteCount } from '../api';

/**
 * How many applications wait for the caller's vote (PRODUCT.md section 11), for the sidebar
 * and the review screen's filter alike (one request, one cache entry). Votes, recusals and
 * status changes read it again (they invalidate every applications query). Reviewer roles
 * only: render its users only for them.
 */
export function useNeedsMyVoteCount() {
  return useQuery({
    queryKey: queryKeys.applications.needsMyVoteCount(),
    queryFn: ({ signal }) => fetchNeedsMyVoteCount(signal),
  });
}
