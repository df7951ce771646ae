import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router-dom';
import { ROUTES } from '../routes';
import { logout } from './api';

/** Logout ignores any failure: the cache is cleared and the user lands on /login regardless. */
export function useLogout() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useMutation({
    mutationFn: logout,
    onSettled: async () => {
      await navigate(ROUTES.login, { replace: true });
      queryClient.clear();
    },
  });
}
