import { useQuery } from '@tanstack/react-query';
import { queryKeys } from '../../../app/query-keys';
import { fetchMeetings } from '../api';

/** GET /api/meetings. */
export function useMeetings() {
  return useQuery({ queryKey: queryKeys.meetings.list(), queryFn: ({ signal }) => fetchMeetings(signal) });
}
