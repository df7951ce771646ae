import { useQuery } from '@tanstack/react-query';
import { dashboardOp } from '@warroom/contracts';
import { callApi } from '../../../lib/api';
import { queryKeys } from '../../../shared/query-keys';

/** GET /api/dashboard: the four figures and the two lists, counted by the server, in one answer. */
export function useDashboard() {
  return useQuery({
    queryKey: queryKeys.dashboard(),
    queryFn: ({ signal }) => callApi(dashboardOp, {}, { signal }),
  });
}
