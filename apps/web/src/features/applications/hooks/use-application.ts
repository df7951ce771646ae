import { useQuery } from '@tanstack/react-query';
import { queryKeys } from '../../../shared/query-keys';
import { fetchApplication } from '../api';

/**
 * One application by its id (GET /api/applications/{id}), for an address that opens one the
 * list on screen does not hold. Asked for only then (`enabled`); a write's answer or 'Next
 * application' may have put it in the cache already.
 */
export function useApplication(id: string, enabled: boolean) {
  return useQuery({
    queryKey: queryKeys.applications.detail(id),
    queryFn: ({ signal }) => fetchApplication(id, signal),
    enabled,
  });
}
