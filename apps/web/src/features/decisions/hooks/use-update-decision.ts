import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useToast } from '../../toast/hooks/use-toast';
import { updateDecision } from '../api';
import { invalidateDecisions } from '../invalidate';

/** PATCH /api/decisions/{id}. Failures are shown by the form. */
export function useUpdateDecision(onSaved: () => void) {
  const queryClient = useQueryClient();
  const toast = useToast();
  return useMutation({
    mutationFn: updateDecision,
    onSuccess: async (decision) => {
      toast.success('Decision Updated', decision.title);
      onSaved();
      await invalidateDecisions(queryClient);
    },
  });
}
