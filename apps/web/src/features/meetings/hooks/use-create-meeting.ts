import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router-dom';
import { ROUTES } from '../../../app/routes';
import { useToast } from '../../toast/hooks/use-toast';
import { createMeeting } from '../api';
import { invalidateMeetingList } from '../invalidate';

/** POST /api/meetings, then to the new meeting. Failures are shown by the form. */
export function useCreateMeeting() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const toast = useToast();
  return useMutation({
    mutationFn: createMeeting,
    onSuccess: async (meeting) => {
      toast.success('Meeting Created', meeting.title);
      await navigate(`${ROUTES.meetings}/${meeting.id}`);
      await invalidateMeetingList(queryClient);
    },
  });
}
