import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useNavigate } from 'react-router-dom';
import { meKey } from '../me-key';
import { ROUTES } from '../routes';
import { toast } from '../public/toast';

/**
 * After the server signed someone in (a login, or joining through an invitation): forget the
 * user cached before, if any, so the portal's layout asks who is signed in now; greet them
 * with a toast (the light shell's, which stays on the next page); go to `to` (a path of this
 * site, already checked), or /dashboard.
 */
export function useEnterPortal() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useCallback(
    async (title: string, description: string, to: string = ROUTES.dashboard) => {
      queryClient.removeQueries({ queryKey: meKey() });
      toast.success(title, description);
      await navigate(to);
    },
    [queryClient, navigate],
  );
}
