import { useMutation, useQueryClient } from '@tanstack/react-query';
import { errorExplanation } from '../../../lib/error-text';
import { useToast } from '../../../shared/toast/use-toast';
import { updateUser, type UpdateUserRequest } from '../api';
import { invalidateUsers } from '../invalidate';

function successTitle({ changes }: UpdateUserRequest): string {
  if (changes.active === false) return 'User Deactivated';
  if (changes.active === true) return 'User Reactivated';
  return 'Role Updated';
}

/** PATCH /api/admin/users/{id}; a refusal (409 for the last active admin) shows the server's message. */
export function useUpdateUser() {
  const queryClient = useQueryClient();
  const toast = useToast();
  return useMutation({
    mutationFn: updateUser,
    onSuccess: async (user, request) => {
      toast.success(successTitle(request), user.email);
      await invalidateUsers(queryClient);
    },
    onError: (error) => toast.error('Could not update user', errorExplanation(error)),
  });
}
