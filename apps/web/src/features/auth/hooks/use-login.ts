import { useMutation } from '@tanstack/react-query';
import { serverMessageOf } from '../../../lib/http';
import { useToast } from '../../toast/hooks/use-toast';
import { login } from '../api';
import { useEnterPortal } from './use-enter-portal';

export function useLogin() {
  const enterPortal = useEnterPortal();
  const toast = useToast();
  return useMutation({
    mutationFn: login,
    onSuccess: ({ user }) => enterPortal('Login successful', `Welcome back, ${user.name || user.email}!`),
    onError: (error) => {
      toast.error('Login failed', serverMessageOf(error) ?? 'Invalid credentials');
    },
  });
}
