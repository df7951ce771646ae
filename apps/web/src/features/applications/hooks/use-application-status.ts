import { useQuery } from '@tanstack/react-query';
import { queryKeys } from '../../../app/query-keys';
import { fetchApplicationStatus } from '../api';

/** GET /api/applications/{id}/status; idle while there is no id. */
export function useApplicationStatus(id: string) {
  return useQuery({
    queryKey: queryKeys.applications.status(id),
    queryFn: ({ signal }) => fetchApplicationStatus(id, signal),
    enabled: id.length > 0,
  });
}
