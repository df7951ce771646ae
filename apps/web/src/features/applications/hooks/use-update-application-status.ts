import { useMutation, useQueryClient } from '@tanstack/react-query';
import { serverMessageOf } from '../../../lib/http';
import { useToast } from '../../toast/hooks/use-toast';
import { updateApplicationStatus } from '../api';
import { invalidateApplications } from '../invalidate';

/** ADMIN only: PATCH /api/applications/{id}/status. */
export function useUpdateApplicationStatus(onUpdated?: () => void) {
  const queryClient = useQueryClient();
  const toast = useToast();
  return useMutation({
    mutationFn: updateApplicationStatus,
    onSuccess: async () => {
      toast.success('Status Updated');
      onUpdated?.();
      await invalidateApplications(queryClient);
    },
    onError: (error) => toast.error('Status update failed', serverMessageOf(error) ?? error.message),
  });
}
