import { useQuery } from '@tanstack/react-query';
import { queryKeys } from '../../../app/query-keys';
import { fetchDecisions } from '../api';

/** GET /api/decisions, newest first. */
export function useDecisions() {
  return useQuery({ queryKey: queryKeys.decisions.list(), queryFn: ({ signal }) => fetchDecisions(signal) });
}
