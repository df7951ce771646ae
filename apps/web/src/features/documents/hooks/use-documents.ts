import { useQuery } from '@tanstack/react-query';
import { queryKeys } from '../../../app/query-keys';
import { fetchDocuments } from '../api';

/** GET /api/documents. */
export function useDocuments() {
  return useQuery({ queryKey: queryKeys.documents.list(), queryFn: ({ signal }) => fetchDocuments(signal) });
}
