import { documentOps } from '@warroom/contracts';
import { queryKeys } from '../../../shared/query-keys';
import { usePagedList } from '../../../lib/use-paged-list';

/** GET /api/documents, newest first, a page at a time (markdown cut to 100 characters). */
export function useDocuments() {
  return usePagedList({ queryKey: queryKeys.documents.list(), operation: documentOps.list });
}
