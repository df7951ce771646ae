import { useQuery } from '@tanstack/react-query';
import { queryKeys } from '../../../app/query-keys';
import { fetchDocument } from '../api';

/** GET /api/documents/{id}. */
export function useDocument(id: string) {
  return useQuery({ queryKey: queryKeys.documents.detail(id), queryFn: ({ signal }) => fetchDocument(id, signal) });
}
