import { meetingOps } from '@warroom/contracts';
import { queryKeys } from '../../../shared/query-keys';
import { usePagedList } from '../../../lib/use-paged-list';

/** GET /api/meetings, newest first by `when`, a page at a time (agendas cut to 80 characters). */
export function useMeetings() {
  return usePagedList({ queryKey: queryKeys.meetings.list(), operation: meetingOps.list });
}
