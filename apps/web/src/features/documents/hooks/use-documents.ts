import type { PortalDocument } from '@warroom/contracts';
import { queryKeys } from '../../../app/query-keys';
import { usePagedList } from '../../../lib/use-paged-list';

/** GET /api/documents, newest first, a page at a time (markdown cut to 100 characters). */
export function useDocuments() {
  return usePagedList<PortalDocument>({ queryKey: queryKeys.documents.list(), path: '/api/documents' });
}
