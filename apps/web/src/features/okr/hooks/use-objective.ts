import { useQuery } from '@tanstack/react-query';
import { queryKeys } from '../../../app/query-keys';
import { fetchObjective } from '../api';

/** GET /api/okr/objectives/{id}: the key results with their check-ins, newest first. */
export function useObjective(id: string) {
  return useQuery({ queryKey: queryKeys.okr.objective(id), queryFn: ({ signal }) => fetchObjective(id, signal) });
}
