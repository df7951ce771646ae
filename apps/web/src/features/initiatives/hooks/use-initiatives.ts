import { useQuery } from '@tanstack/react-query';
import { queryKeys } from '../../../app/query-keys';
import { fetchInitiatives } from '../api';

/** GET /api/initiatives: the dashboard and /initiatives share this cache entry. */
export function useInitiatives() {
  return useQuery({ queryKey: queryKeys.initiatives.list(), queryFn: ({ signal }) => fetchInitiatives(signal) });
}
