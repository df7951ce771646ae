import { useQuery } from '@tanstack/react-query';
import { queryKeys } from '../../../app/query-keys';
import { fetchObjectives } from '../api';

/** GET /api/okr/objectives: the dashboard and /okr share this cache entry. */
export function useObjectives() {
  return useQuery({ queryKey: queryKeys.okr.objectives(), queryFn: ({ signal }) => fetchObjectives(signal) });
}
