import type { Member } from '@warroom/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { queryKeys } from '../../../shared/query-keys';
import { updateProfile } from '../api';

/**
 * Saves one's own profile: the answer is the profile as it now is, put in the cache; the
 * directory's lists and the signed-in user (whose name the top bar shows) are read again.
 */
export function useUpdateProfile(onSaved?: (member: Member) => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateProfile,
    onSuccess: async (member) => {
      queryClient.setQueryData(queryKeys.members.detail(member.id), member);
      onSaved?.(member);
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: queryKeys.members.list(), exact: false }),
        queryClient.invalidateQueries({ queryKey: queryKeys.auth.me() }),
      ]);
    },
  });
}
