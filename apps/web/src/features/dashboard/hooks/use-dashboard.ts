import { useQuery } from '@tanstack/react-query';
import type { Dashboard } from '@warroom/contracts';
import { queryKeys } from '../../../app/query-keys';

/**
 * GET /api/dashboard through the default query function (a GET on the key's path, SPEC.md
 * section 7): the four figures and the two lists, counted by the server, in one answer.
 */
export function useDashboard() {
  return useQuery<Dashboard>({ queryKey: queryKeys.dashboard() });
}
