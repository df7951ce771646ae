import { useQuery } from '@tanstack/react-query';
import { publicQueryKeys } from '../../../shared/public-query-keys';
import { fetchApplicationStatus } from '../public-api';

/** GET /api/applications/{id}/status; idle while there is no id. */
export function useApplicationStatus(id: string) {
  return useQuery({
    queryKey: publicQueryKeys.applicationStatus(id),
    queryFn: ({ signal }) => fetchApplicationStatus(id, signal),
    enabled: id.length > 0,
  });
}
