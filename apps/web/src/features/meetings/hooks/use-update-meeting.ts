import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useToast } from '../../toast/hooks/use-toast';
import { updateMeeting } from '../api';
import { invalidateMeeting } from '../invalidate';

/** PATCH /api/meetings/{id}. Failures are shown by the form. */
export function useUpdateMeeting(onSaved: () => void) {
  const queryClient = useQueryClient();
  const toast = useToast();
  return useMutation({
    mutationFn: updateMeeting,
    onSuccess: async (meeting) => {
      toast.success('Meeting Updated', meeting.title);
      onSaved();
      await invalidateMeeting(queryClient, meeting.id);
    },
  });
}
