import { useQuery } from '@tanstack/react-query';
import { queryKeys } from '../../../app/query-keys';
import { fetchDecision } from '../api';

/** GET /api/decisions/{id}, with the decisions it supersedes. */
export function useDecision(id: string) {
  return useQuery({ queryKey: queryKeys.decisions.detail(id), queryFn: ({ signal }) => fetchDecision(id, signal) });
}
