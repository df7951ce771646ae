import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useToast } from '../../toast/hooks/use-toast';
import { updateObjective } from '../api';
import { invalidateObjective } from '../invalidate';

/** PATCH /api/okr/objectives/{id}; failures are shown by the form itself. */
export function useUpdateObjective(onSaved: () => void) {
  const queryClient = useQueryClient();
  const toast = useToast();
  return useMutation({
    mutationFn: updateObjective,
    onSuccess: async (objective) => {
      toast.success('Objective Updated', objective.title);
      onSaved();
      await invalidateObjective(queryClient, objective.id);
    },
  });
}
