import { useMutation } from '@tanstack/react-query';
import { useSearchParams } from 'react-router-dom';
import { toast } from '../../../shared/public/toast';
import { serverMessageOf } from '../../../lib/error-body';
import { login } from '../public-api';
import { NEXT_PARAM, safeNextPath } from '../return-path';
import { useEnterPortal } from '../../../shared/session/use-enter-portal';

/** Signs in, then goes back to the page that sent the visitor to /login (`?next=`, a path of this site) or to /dashboard. */
export function useLogin() {
  const enterPortal = useEnterPortal();
  const [searchParams] = useSearchParams();
  return useMutation({
    mutationFn: login,
    onSuccess: ({ user }) =>
      enterPortal(
        'Login successful',
        `Welcome back, ${user.name || user.email}!`,
        safeNextPath(searchParams.get(NEXT_PARAM), window.location.origin),
      ),
    onError: (error) => toast.error('Login failed', serverMessageOf(error) ?? 'Invalid credentials'),
  });
}
