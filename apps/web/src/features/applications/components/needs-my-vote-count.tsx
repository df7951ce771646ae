import { useNeedsMyVoteCount } from '../hooks/use-needs-my-vote-count';
import { needYourVoteText } from '../needs-my-vote';
import './needs-my-vote-count.css';

/** A count in a pill, for eyes only: its words are said beside it. */
export function CountPill({ count }: { count: number }) {
  return (
    <span className="count-pill" aria-hidden>
      {count}
    </span>
  );
}

/**
 * The sidebar's Applications link text (reviewer roles only) with how many applications wait
 * for the caller's vote; no count at 0. Its name is one phrase, 'Applications, 3 need your vote'.
 */
export function NeedsMyVoteLabel({ title }: { title: string }) {
  const { data: count } = useNeedsMyVoteCount();
  if (!count) return title;
  return (
    <>
      <span aria-hidden>
        {title}
        <CountPill count={count} />
      </span>
      <span className="visually-hidden">
        {title}, {needYourVoteText(count)}
      </span>
    </>
  );
}
