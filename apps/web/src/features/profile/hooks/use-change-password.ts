import { useMutation } from '@tanstack/react-query';
import { serverMessageOf } from '../../../lib/error-body';
import { useToast } from '../../../shared/toast/use-toast';
import { changePassword } from '../api';

export function useChangePassword(onChanged: () => void) {
  const toast = useToast();
  return useMutation({
    mutationFn: changePassword,
    onSuccess: () => {
      toast.success('Password changed', 'Your password has been updated successfully.');
      onChanged();
    },
    onError: (error) => {
      toast.error('Error', serverMessageOf(error) ?? 'Failed to change password');
    },
  });
}
