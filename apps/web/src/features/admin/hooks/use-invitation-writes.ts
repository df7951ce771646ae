import { useToastMutation } from '../../../shared/toast/use-toast-mutation';
import { createInvitation, resendInvitation, revokeInvitation } from '../api';
import { invalidateInvitations } from '../invalidate';

/** POST /api/admin/invitations; failures (409 for an active user's email) are shown by the form. */
export function useInvite(onInvited: () => void) {
  return useToastMutation({
    mutationFn: createInvitation,
    success: (invitation) => ['Invitation Sent', `${invitation.email} gets an email with a link to join.`],
    then: async (_invitation, _body, queryClient) => {
      onInvited();
      await invalidateInvitations(queryClient);
    },
  });
}

/** Resend from the Invite form, offered when the email already has a pending invitation; its failure (429) shows in the form. */
export function useResendPendingInvitation(onResent: () => void) {
  return useToastMutation({
    mutationFn: resendInvitation,
    success: (invitation) => ['Invitation Resent', `A new link is on its way to ${invitation.email}.`],
    then: async (_invitation, _id, queryClient) => {
      onResent();
      await invalidateInvitations(queryClient);
    },
  });
}

export function useResendInvitation() {
  return useToastMutation({
    mutationFn: resendInvitation,
    success: (invitation) => ['Invitation Resent', `A new link is on its way to ${invitation.email}.`],
    then: (_invitation, _id, queryClient) => invalidateInvitations(queryClient),
    failure: 'Could not resend the invitation',
  });
}

export function useRevokeInvitation() {
  return useToastMutation({
    mutationFn: revokeInvitation,
    success: (invitation) => ['Invitation Revoked', `The link sent to ${invitation.email} no longer works.`],
    then: (_invitation, _id, queryClient) => invalidateInvitations(queryClient),
    failure: 'Could not revoke the invitation',
  });
}
