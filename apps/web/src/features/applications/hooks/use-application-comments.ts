import { applicationOps } from '@warroom/contracts';
import { queryKeys } from '../../../shared/query-keys';
import { usePagedList } from '../../../lib/use-paged-list';

/**
 * GET /api/applications/{id}/comments, oldest first, a page at a time: the comments before
 * the newest 20 its card carries. Asked for only once the reviewer wants them (`enabled`).
 */
export function useApplicationComments(id: string, enabled: boolean) {
  return usePagedList({
    queryKey: queryKeys.applications.comments(id),
    operation: applicationOps.comments,
    params: { id },
    enabled,
  });
}
