import { useQuery } from '@tanstack/react-query';
import { publicQueryKeys } from '../../../shared/public-query-keys';
import { fetchInvitation } from '../api';

/**
 * What an invitation link is for; idle for a token that cannot be one. Forgotten once the
 * page is left (`gcTime: 0`), so opening the link again asks the server, which knows if it was used.
 */
export function useInvitation(token: string, enabled: boolean) {
  return useQuery({
    queryKey: publicQueryKeys.invitation(token),
    queryFn: ({ signal }) => fetchInvitation(token, signal),
    enabled,
    gcTime: 0,
  });
}
