import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { type ApplicationFilters, queryKeys } from '../../../app/query-keys';
import { fetchApplications } from '../api';

/** The review list (reviewer roles only: render it only for them). */
export function useApplications(filters: ApplicationFilters) {
  return useQuery({
    queryKey: queryKeys.applications.list(filters),
    queryFn: ({ signal }) => fetchApplications(filters, signal),
    // While a new search loads, keep showing the last answer instead of a loading screen.
    placeholderData: keepPreviousData,
  });
}
