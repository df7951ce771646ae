import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router-dom';
import { ROUTES } from '../../../app/routes';
import { serverMessageOf } from '../../../lib/http';
import { useToast } from '../../toast/hooks/use-toast';
import { deleteDecision } from '../api';
import { forgetDecision } from '../invalidate';

/** DELETE /api/decisions/{id}, then back to the list. */
export function useDeleteDecision() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const toast = useToast();
  return useMutation({
    mutationFn: deleteDecision,
    onSuccess: async (decision) => {
      toast.success('Decision Deleted', decision.title);
      await navigate(ROUTES.decisions);
      await forgetDecision(queryClient, decision.id);
    },
    onError: (error) => toast.error('Could not delete decision', serverMessageOf(error) ?? error.message),
  });
}
