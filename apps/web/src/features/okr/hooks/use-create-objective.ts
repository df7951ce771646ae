import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router-dom';
import { queryKeys } from '../../../app/query-keys';
import { objectiveUrl } from '../../../app/routes';
import { useToast } from '../../toast/hooks/use-toast';
import { createObjective } from '../api';
import { invalidateObjectiveList } from '../invalidate';

/** Failures (validation, permissions) are shown by the form itself. */
export function useCreateObjective() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const toast = useToast();
  return useMutation({
    mutationFn: createObjective,
    onSuccess: async (objective) => {
      // The answer is the new objective's detail: no need to load it again.
      queryClient.setQueryData(queryKeys.okr.objective(objective.id), objective);
      toast.success('Objective Created', objective.title);
      await Promise.all([invalidateObjectiveList(queryClient), navigate(objectiveUrl(objective.id))]);
    },
  });
}
