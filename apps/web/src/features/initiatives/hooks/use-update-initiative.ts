import { useMutation, useQueryClient } from '@tanstack/react-query';
import { queryKeys } from '../../../app/query-keys';
import { useToast } from '../../toast/hooks/use-toast';
import { updateInitiative } from '../api';
import { invalidateInitiatives } from '../invalidate';

/** PATCH /api/initiatives/{id}; the answer is the new detail. Failures are shown by the form. */
export function useUpdateInitiative(onSaved: () => void) {
  const queryClient = useQueryClient();
  const toast = useToast();
  return useMutation({
    mutationFn: updateInitiative,
    onSuccess: async (initiative) => {
      queryClient.setQueryData(queryKeys.initiatives.detail(initiative.id), initiative);
      toast.success('Initiative Updated', initiative.title);
      onSaved();
      await invalidateInitiatives(queryClient);
    },
  });
}
