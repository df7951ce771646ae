import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router-dom';
import { ROUTES } from '../../../app/routes';
import { serverMessageOf } from '../../../lib/http';
import { useToast } from '../../toast/hooks/use-toast';
import { deleteInitiative } from '../api';
import { forgetInitiative } from '../invalidate';

/** DELETE /api/initiatives/{id}, then back to the list. */
export function useDeleteInitiative() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const toast = useToast();
  return useMutation({
    mutationFn: deleteInitiative,
    onSuccess: async (initiative) => {
      toast.success('Initiative Deleted', initiative.title);
      await navigate(ROUTES.initiatives);
      await forgetInitiative(queryClient, initiative.id);
    },
    onError: (error) => toast.error('Could not delete initiative', serverMessageOf(error) ?? error.message),
  });
}
