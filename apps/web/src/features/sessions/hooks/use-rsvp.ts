import { useMutation, useQueryClient } from '@tanstack/react-query';
import { queryKeys } from '../../../shared/query-keys';
import { rsvp } from '../api';

/** Answers a session for the caller; every list of sessions (the dashboard's too) is read again. */
export function useRsvp() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, going }: { id: string; going: boolean }) => rsvp(id, going),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.sessions.all() }),
  });
}
