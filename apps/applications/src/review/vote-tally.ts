import { type Application as ApplicationView, VoteValue } from '@warroom/contracts';

/** The tally of an application's current votes: approvals, rejections, and every vote (abstentions count in the total). */
export function voteTallyOf(votes: readonly { vote: VoteValue }[]): ApplicationView['voteTally'] {
  let approve = 0;
  let reject = 0;
  for (const { vote } of votes) {
    if (vote === VoteValue.Approve) approve += 1;
    else if (vote === VoteValue.Reject) reject += 1;
  }
  return { approve, reject, total: votes.length };
}
