import { type SessionsWhen, sessionOps } from '@warroom/contracts';
import { usePagedList } from '../../../lib/use-paged-list';
import { queryKeys } from '../../../shared/query-keys';

/** GET /api/sessions: upcoming (soonest first) or past (newest first), a page at a time. */
export function useSessions(when: SessionsWhen, limit?: number) {
  return usePagedList({
    queryKey: queryKeys.sessions.list(when, limit),
    operation: sessionOps.list,
    filters: { when },
    limit,
    keepPrevious: true,
  });
}
