import { useMutation } from '@tanstack/react-query';
import { toast } from '../../../components/public/toast';
import { serverMessageOf } from '../../../lib/error-body';
import { login } from '../public-api';
import { useEnterPortal } from './use-enter-portal';

export function useLogin() {
  const enterPortal = useEnterPortal();
  return useMutation({
    mutationFn: login,
    onSuccess: ({ user }) => enterPortal('Login successful', `Welcome back, ${user.name || user.email}!`),
    onError: (error) => toast.error('Login failed', serverMessageOf(error) ?? 'Invalid credentials'),
  });
}
