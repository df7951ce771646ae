import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useToast } from '../../toast/hooks/use-toast';
import { updateKeyResult } from '../api';
import { invalidateObjective } from '../invalidate';

/** PATCH /api/okr/key-results/{id}: a new current value is kept as a check-in. Failures are shown by the form. */
export function useUpdateKeyResult(onSaved: () => void) {
  const queryClient = useQueryClient();
  const toast = useToast();
  return useMutation({
    mutationFn: updateKeyResult,
    onSuccess: async (keyResult) => {
      toast.success('Key Result Updated', keyResult.title);
      onSaved();
      await invalidateObjective(queryClient, keyResult.objectiveId);
    },
  });
}
