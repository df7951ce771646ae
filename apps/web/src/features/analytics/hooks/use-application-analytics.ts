import { useQuery } from '@tanstack/react-query';
import { queryKeys } from '../../../shared/query-keys';
import { fetchApplicationAnalytics } from '../api';

/** GET /api/applications/analytics (reviewer roles only: render its users only for them). */
export function useApplicationAnalytics() {
  return useQuery({
    queryKey: queryKeys.applications.analytics(),
    queryFn: ({ signal }) => fetchApplicationAnalytics(signal),
  });
}
