import { useMutation, useQueryClient } from '@tanstack/react-query';
import { serverMessageOf } from '../../../lib/http';
import { useToast } from '../../toast/hooks/use-toast';
import { deleteKeyResult } from '../api';
import { invalidateObjective } from '../invalidate';

export function useDeleteKeyResult() {
  const queryClient = useQueryClient();
  const toast = useToast();
  return useMutation({
    mutationFn: deleteKeyResult,
    onSuccess: async (keyResult) => {
      toast.success('Key Result Deleted', keyResult.title);
      await invalidateObjective(queryClient, keyResult.objectiveId);
    },
    onError: (error) => toast.error('Could not delete key result', serverMessageOf(error) ?? error.message),
  });
}
