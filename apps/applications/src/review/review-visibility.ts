import { Role, type CastVote, type Caller, type Recusal, type VoteTally, type VoteValue } from '@warroom/contracts';
import { blindTally, voteTallyOf } from './vote-tally.js';

/** What the caller may see of an application's votes (PRODUCT.md section 11). */
export type VotesSeen = {
  votes: CastVote[];
  voteTally: VoteTally;
  myVote: VoteValue | null;
  recused: boolean;
  recusals: Recusal[];
};

/**
 * Blind until you vote: a reviewer sees the others' votes, and which way the tally leans,
 * only once they have voted on the application or recused themselves; an ADMIN always sees
 * everything. The count of votes stays visible. This is decided here, on the server: the
 * answer itself holds nothing the caller may not see.
 */
export function votesSeenBy(caller: Caller, votes: readonly CastVote[], recusals: readonly Recusal[]): VotesSeen {
  const mine = votes.find((vote) => vote.voter.id === caller.id) ?? null;
  const recused = recusals.some((recusal) => recusal.reviewer.id === caller.id);
  const seesAll = caller.role === Role.Admin || mine !== null || recused;
  return {
    votes: seesAll ? [...votes] : [],
    voteTally: seesAll ? voteTallyOf(votes) : blindTally(votes),
    myVote: mine?.vote ?? null,
    recused,
    recusals: [...recusals],
  };
}
