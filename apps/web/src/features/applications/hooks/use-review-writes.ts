import type { Application } from '@warroom/contracts';
import { useToastMutation } from '../../../shared/toast/use-toast-mutation';
import {
  commentOnApplication,
  recuseFromApplication,
  updateApplicationStatus,
  voteOnApplication,
  withdrawRecusal,
} from '../api';
import { afterApplicationWrite } from '../invalidate';

/**
 * A reviewer's write to an application: a toast for how it went (SPEC.md section 8), then the
 * application as the server answered it in place on the screen (it stays where it is, open),
 * and the counts, analytics and the 'Needs my vote' count read again (`afterApplicationWrite`).
 */
function useReviewWrite<Request>(
  mutationFn: (request: Request) => Promise<Application>,
  success: string,
  failure: string,
  onDone?: () => void,
) {
  return useToastMutation({
    mutationFn,
    success: () => [success],
    then: async (application, _request, queryClient) => {
      onDone?.();
      await afterApplicationWrite(queryClient, application);
    },
    failure,
  });
}

export function useVote() {
  return useReviewWrite(voteOnApplication, 'Vote Recorded', 'Vote failed');
}

export function useAddComment(onAdded: () => void) {
  return useReviewWrite(commentOnApplication, 'Comment Added', 'Comment failed', onAdded);
}

/** PRODUCT.md section 11: step aside (the vote, if any, leaves the tally), and undo it. */
export function useRecuse(onRecused: () => void) {
  return useReviewWrite(recuseFromApplication, 'Recused', 'Recusal failed', onRecused);
}

export function useWithdrawRecusal() {
  return useReviewWrite(withdrawRecusal, 'Recusal Withdrawn', 'Undo recusal failed');
}

/** ADMIN only: PATCH /api/applications/{id}/status. */
export function useUpdateApplicationStatus(onUpdated?: () => void) {
  return useReviewWrite(updateApplicationStatus, 'Status Updated', 'Status update failed', onUpdated);
}
