import { type Application, VoteValue } from '@warroom/contracts';
import { Alert } from 'antd';
import { voteTallyText } from '../../status-meta';
import { type VoteBreakdown, voteBreakdown, votesRequiredOf } from '../../vote-meta';
import { VerdictTag } from './verdict-tag';

const COUNTED: readonly [VoteValue, keyof VoteBreakdown][] = [
  [VoteValue.Approve, 'approve'],
  [VoteValue.Reject, 'reject'],
  [VoteValue.Abstain, 'abstain'],
];

type ShortOfVotesProps = { application: Pick<Application, 'voteTally' | 'votesRequired'> };

/** PRODUCT.md section 11: a decision with fewer votes than required shows the tally before it goes on. */
export function ShortOfVotes({ application }: ShortOfVotesProps) {
  const breakdown = voteBreakdown(application.voteTally);
  return (
    <Alert
      type="warning"
      showIcon
      className="short-of-votes"
      title={`Only ${application.voteTally.total} of the ${votesRequiredOf(application)} votes required are in`}
      description={
        <>
          <ul className="short-of-votes__tally" aria-label="Votes so far">
            {breakdown
              ? COUNTED.map(([vote, key]) => (
                  <li key={vote}>
                    <VerdictTag vote={vote} /> <strong>{breakdown[key]}</strong>
                  </li>
                ))
              : null}
            <li>
              Total <strong>{voteTallyText(application)}</strong>
            </li>
          </ul>
          <p className="short-of-votes__note">
            {breakdown ? null : 'How the votes lean is hidden from you. '}
            You may decide now all the same: continue to give the reason, or cancel to wait for more votes.
          </p>
        </>
      }
    />
  );
}
