import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router-dom';
import { ROUTES } from '../../../app/routes';
import { useToast } from '../../toast/hooks/use-toast';
import { createDecision } from '../api';
import { invalidateDecisions } from '../invalidate';

/** POST /api/decisions, then to the new decision. Failures are shown by the form. */
export function useCreateDecision() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const toast = useToast();
  return useMutation({
    mutationFn: createDecision,
    onSuccess: async (decision) => {
      toast.success('Decision Created', decision.title);
      await navigate(`${ROUTES.decisions}/${decision.id}`);
      await invalidateDecisions(queryClient);
    },
  });
}
