import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useToast } from '../../../shared/toast/use-toast';
import { createUser } from '../api';
import { invalidateUsers } from '../invalidate';

/** Failures (e.g. 409 for a taken email) are shown by the form itself. */
export function useCreateUser(onCreated: () => void) {
  const queryClient = useQueryClient();
  const toast = useToast();
  return useMutation({
    mutationFn: createUser,
    onSuccess: async (user) => {
      toast.success('User Created', `${user.email} can now sign in.`);
      onCreated();
      await invalidateUsers(queryClient);
    },
  });
}
