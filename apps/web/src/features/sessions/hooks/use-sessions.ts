import { type SessionsWhen, sessionOps } from '@warroom/contracts';
import { usePagedList } from '../../../lib/use-paged-list';
import { queryKeys } from '../../../shared/query-keys';

/**
 * GET /api/sessions: upcoming (soonest first) or past (newest first), a page at a time. Keyed by
 * the operation passed in, so the first chunk does not carry the sessions' declarations.
 */
export function useSessions(when: SessionsWhen, limit?: number) {
  return usePagedList({
    queryKey: queryKeys.byOperation.lookup(
      sessionOps.list,
      limit === undefined ? { when } : { when, limit: String(limit) },
    ),
    operation: sessionOps.list,
    filters: { when },
    limit,
    keepPrevious: true,
  });
}
