import {
  Role,
  type ApplicationComment,
  type CastVote,
  type Caller,
  type Recusal,
  type VoteTally,
  type VoteValue,
} from '@warroom/contracts';
import { blindTally, voteTallyOf } from './vote-tally.js';

/** What the caller may see of an application's reviews (PRODUCT.md section 11). */
export type ReviewsSeen = {
  votes: CastVote[];
  voteTally: VoteTally;
  myVote: VoteValue | null;
  recused: boolean;
  recusals: Recusal[];
  comments: ApplicationComment[];
};

/**
 * Whether the caller may read the other reviewers' votes, tally split and comments: an ADMIN
 * always; a reviewer once they have voted, and never while recused (a recusal is a conflict
 * of interest, as in HotCRP: stepping aside must not open the ballot box). Undoing a recusal
 * leaves them without a vote, so blind again until they vote.
 */
export function seesOthersReviews(caller: Caller, standing: { voted: boolean; recused: boolean }): boolean {
  if (caller.role === Role.Admin) return true;
  return standing.voted && !standing.recused;
}

/**
 * Blind until you vote: the answer itself holds nothing the caller may not see; the counts of
 * votes and comments stay visible. Decided here, on the server, for every read of an
 * application (the list, one application, the answer to a vote or a comment).
 */
export function reviewsSeenBy(
  caller: Caller,
  votes: readonly CastVote[],
  recusals: readonly Recusal[],
  comments: readonly ApplicationComment[],
): ReviewsSeen {
  const myVote = votes.find((vote) => vote.voter.id === caller.id)?.vote ?? null;
  const recused = recusals.some((recusal) => recusal.reviewer.id === caller.id);
  const seesAll = seesOthersReviews(caller, { voted: myVote !== null, recused });
  return {
    votes: seesAll ? [...votes] : [],
    voteTally: seesAll ? voteTallyOf(votes) : blindTally(votes),
    myVote,
    recused,
    recusals: [...recusals],
    comments: seesAll ? [...comments] : comments.filter((comment) => comment.author.id === caller.id),
  };
}
