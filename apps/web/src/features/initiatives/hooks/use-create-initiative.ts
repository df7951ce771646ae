import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router-dom';
import { queryKeys } from '../../../app/query-keys';
import { initiativeUrl } from '../../../app/routes';
import { useToast } from '../../toast/hooks/use-toast';
import { createInitiative } from '../api';
import { invalidateInitiatives } from '../invalidate';

/** Failures (validation, permissions) are shown by the form itself. */
export function useCreateInitiative() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const toast = useToast();
  return useMutation({
    mutationFn: createInitiative,
    onSuccess: async (initiative) => {
      queryClient.setQueryData(queryKeys.initiatives.detail(initiative.id), initiative);
      toast.success('Initiative Created', initiative.title);
      await Promise.all([invalidateInitiatives(queryClient), navigate(initiativeUrl(initiative.id))]);
    },
  });
}
