import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { queryKeys } from '../../../shared/query-keys';
import { searchDecisions } from '../api';

/** The first decisions whose title holds `q` (the newest when empty), asked of the server while `enabled`. */
export function useDecisionSearch(q: string, enabled: boolean) {
  return useQuery({
    queryKey: queryKeys.decisions.search(q),
    queryFn: ({ signal }) => searchDecisions(q, signal),
    enabled,
    // While the next search runs, the last answer stays in the list.
    placeholderData: keepPreviousData,
  });
}
