import { useQuery } from '@tanstack/react-query';
import { queryKeys } from '../../../shared/query-keys';
import { fetchMember } from '../api';

/** One profile (one's own too: its `completeProfile` says whether to offer 'Complete your profile'). */
export function useMember(id: string | undefined) {
  return useQuery({
    queryKey: queryKeys.members.detail(id ?? ''),
    queryFn: ({ signal }) => fetchMember(id ?? '', signal),
    enabled: id !== undefined,
  });
}
