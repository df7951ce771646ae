import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useNavigate } from 'react-router-dom';
import { queryKeys } from '../../../app/query-keys';
import { ROUTES } from '../../../app/routes';
import { useToast } from '../../toast/hooks/use-toast';

/**
 * After the server signed someone in (a login, or joining through an invitation): forget the
 * user cached before, if any, so the portal's layout asks who is signed in now; greet them
 * with a toast; go to /dashboard.
 */
export function useEnterPortal() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const toast = useToast();
  return useCallback(
    async (title: string, description: string) => {
      queryClient.removeQueries({ queryKey: queryKeys.auth.me() });
      toast.success(title, description);
      await navigate(ROUTES.dashboard);
    },
    [queryClient, navigate, toast],
  );
}
