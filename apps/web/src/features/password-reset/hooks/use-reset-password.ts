import type { NewPasswordForm } from '@warroom/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router-dom';
import { meKey } from '../../../shared/me-key';
import { ROUTES } from '../../../shared/routes';
import { toast } from '../../../shared/public/toast';
import { resetPassword } from '../api';

/**
 * Sets the new password with the link's token, then the member signs in with it at /login.
 * A refused link is the form's to show.
 */
export function useResetPassword(token: string) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ password }: NewPasswordForm) => resetPassword({ token, password }),
    onSuccess: async () => {
      toast.success('Password reset', 'Sign in with your new password.');
      // Every session of the account ended, this browser's too if it had one.
      queryClient.removeQueries({ queryKey: meKey() });
      await navigate(ROUTES.login, { replace: true });
    },
  });
}
