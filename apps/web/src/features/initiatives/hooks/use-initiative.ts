import { useQuery } from '@tanstack/react-query';
import { queryKeys } from '../../../app/query-keys';
import { fetchInitiative } from '../api';

export function useInitiative(id: string) {
  return useQuery({
    queryKey: queryKeys.initiatives.detail(id),
    queryFn: ({ signal }) => fetchInitiative(id, signal),
  });
}
