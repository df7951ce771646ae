import { useMutation, useQueryClient } from '@tanstack/react-query';
import { serverMessageOf } from '../../../lib/http';
import { useToast } from '../../toast/hooks/use-toast';
import { voteOnApplication } from '../api';
import { invalidateApplications } from '../invalidate';

export function useVote() {
  const queryClient = useQueryClient();
  const toast = useToast();
  return useMutation({
    mutationFn: voteOnApplication,
    onSuccess: async () => {
      toast.success('Vote Recorded');
      await invalidateApplications(queryClient);
    },
    onError: (error) => toast.error('Vote failed', serverMessageOf(error) ?? error.message),
  });
}
