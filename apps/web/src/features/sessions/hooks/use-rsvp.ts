import { sessionOps } from '@warroom/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { queryKeys } from '../../../shared/query-keys';
import { rsvp } from '../api';

/** Answers a session for the caller; every list of sessions, whatever it shows, is read again. */
export function useRsvp() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, going }: { id: string; going: boolean }) => rsvp(id, going),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.byOperation.list(sessionOps.list) }),
  });
}
