import type { CastVote } from '@warroom/contracts';
import { ReviewerEntry } from './reviewer-entry';
import { VerdictTag } from './verdict-tag';

type VoteListProps = { votes: readonly CastVote[]; currentUserId: string };

/** Every reviewer's verdict, reason and time, once the caller may see them. */
export function VoteList({ votes, currentUserId }: VoteListProps) {
  if (votes.length === 0) return <p className="text-secondary">No votes yet.</p>;
  return (
    <ul className="reviewer-list" aria-label="Votes cast">
      {votes.map((vote) => (
        <ReviewerEntry
          key={vote.voterId}
          marker={<VerdictTag vote={vote.vote} />}
          name={vote.voter.name}
          mine={vote.voterId === currentUserId}
          at={vote.createdAt}
          reason={vote.reason}
        />
      ))}
    </ul>
  );
}
