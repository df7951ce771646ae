import { VoteValue, type VoteTally } from '@warroom/contracts';

/** The tally of an application's current votes: approvals, rejections, and every vote (abstentions count in the total). */
export function voteTallyOf(votes: readonly { vote: VoteValue }[]): { approve: number; reject: number; total: number } {
  let approve = 0;
  let reject = 0;
  for (const { vote } of votes) {
    if (vote === VoteValue.Approve) approve += 1;
    else if (vote === VoteValue.Reject) reject += 1;
  }
  return { approve, reject, total: votes.length };
}

/** The tally as a reviewer who may not see the votes yet reads it: how many, not which way. */
export function blindTally(votes: readonly { vote: VoteValue }[]): VoteTally {
  return { approve: null, reject: null, total: votes.length };
}
