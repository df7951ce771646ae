import type { AcceptInvitationBody } from '@warroom/contracts';
import { useMutation } from '@tanstack/react-query';
import { useEnterPortal } from '../../../shared/session/use-enter-portal';
import { acceptInvitation } from '../api';

/**
 * Makes the account with the link's token and signs the new member in (the answer sets the
 * cookie); failures are the form's to show.
 */
export function useAcceptInvitation(token: string) {
  const enterPortal = useEnterPortal();
  return useMutation({
    // An empty name keeps the invitation's.
    mutationFn: ({ name, password }: AcceptInvitationBody) =>
      acceptInvitation(token, { name: name || undefined, password }),
    onSuccess: (user) => enterPortal('Welcome to the War Room', `You are signed in as ${user.name || user.email}.`),
  });
}
