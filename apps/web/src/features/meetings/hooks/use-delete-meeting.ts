import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router-dom';
import { ROUTES } from '../../../app/routes';
import { serverMessageOf } from '../../../lib/http';
import { useToast } from '../../toast/hooks/use-toast';
import { deleteMeeting } from '../api';
import { forgetMeeting } from '../invalidate';

/** DELETE /api/meetings/{id}, then back to the list. */
export function useDeleteMeeting() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const toast = useToast();
  return useMutation({
    mutationFn: deleteMeeting,
    onSuccess: async (meeting) => {
      toast.success('Meeting Deleted', meeting.title);
      await navigate(ROUTES.meetings);
      await forgetMeeting(queryClient, meeting.id);
    },
    onError: (error) => toast.error('Could not delete meeting', serverMessageOf(error) ?? error.message),
  });
}
