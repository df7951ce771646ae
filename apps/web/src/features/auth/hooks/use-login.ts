import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router-dom';
import { queryKeys } from '../../../app/query-keys';
import { ROUTES } from '../../../app/routes';
import { serverMessageOf } from '../../../lib/http';
import { useToast } from '../../toast/hooks/use-toast';
import { login } from '../api';

export function useLogin() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const toast = useToast();
  return useMutation({
    mutationFn: login,
    onSuccess: async ({ user }) => {
      // Whoever was cached before (if anyone) is not who signed in now.
      queryClient.removeQueries({ queryKey: queryKeys.auth.me() });
      toast.success('Login successful', `Welcome back, ${user.name || user.email}!`);
      await navigate(ROUTES.dashboard);
    },
    onError: (error) => {
      toast.error('Login failed', serverMessageOf(error) ?? 'Invalid credentials');
    },
  });
}
