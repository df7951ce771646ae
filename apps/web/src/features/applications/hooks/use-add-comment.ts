import { useMutation, useQueryClient } from '@tanstack/react-query';
import { serverMessageOf } from '../../../lib/http';
import { useToast } from '../../toast/hooks/use-toast';
import { commentOnApplication } from '../api';
import { invalidateApplications } from '../invalidate';

export function useAddComment(onAdded: () => void) {
  const queryClient = useQueryClient();
  const toast = useToast();
  return useMutation({
    mutationFn: commentOnApplication,
    onSuccess: async () => {
      toast.success('Comment Added');
      onAdded();
      await invalidateApplications(queryClient);
    },
    onError: (error) => toast.error('Comment failed', serverMessageOf(error) ?? error.message),
  });
}
