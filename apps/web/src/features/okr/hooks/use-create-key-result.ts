import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useToast } from '../../toast/hooks/use-toast';
import { createKeyResult } from '../api';
import { invalidateObjective } from '../invalidate';

/** POST /api/okr/objectives/{id}/key-results; failures are shown by the form itself. */
export function useCreateKeyResult(onSaved: () => void) {
  const queryClient = useQueryClient();
  const toast = useToast();
  return useMutation({
    mutationFn: createKeyResult,
    onSuccess: async (keyResult) => {
      toast.success('Key Result Added', keyResult.title);
      onSaved();
      await invalidateObjective(queryClient, keyResult.objectiveId);
    },
  });
}
