import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router-dom';
import { ROUTES } from '../../../app/routes';
import { serverMessageOf } from '../../../lib/http';
import { useToast } from '../../toast/hooks/use-toast';
import { deleteObjective } from '../api';
import { forgetObjective } from '../invalidate';

/** DELETE /api/okr/objectives/{id}, then back to the list. */
export function useDeleteObjective() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const toast = useToast();
  return useMutation({
    mutationFn: deleteObjective,
    onSuccess: async (objective) => {
      toast.success('Objective Deleted', objective.title);
      await navigate(ROUTES.okr);
      await forgetObjective(queryClient, objective.id);
    },
    onError: (error) => toast.error('Could not delete objective', serverMessageOf(error) ?? error.message),
  });
}
