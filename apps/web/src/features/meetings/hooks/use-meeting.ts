import { useQuery } from '@tanstack/react-query';
import { queryKeys } from '../../../app/query-keys';
import { fetchMeeting } from '../api';

/** GET /api/meetings/{id}. */
export function useMeeting(id: string) {
  return useQuery({ queryKey: queryKeys.meetings.detail(id), queryFn: ({ signal }) => fetchMeeting(id, signal) });
}
