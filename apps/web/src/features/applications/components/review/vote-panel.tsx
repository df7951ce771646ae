import { EyeInvisibleOutlined } from '@ant-design/icons';
import { type Application, isVotingOpen } from '@warroom/contracts';
import { voteTallyText } from '../../status-meta';
import { voteBreakdown, voteBreakdownText, votesCastText } from '../../vote-meta';
import { MyRecusal } from './my-recusal';
import { RecusalList } from './recusal-list';
import { RecuseButton } from './recuse-button';
import { VoteForm } from './vote-form';
import { VoteList } from './vote-list';

type VotePanelProps = { application: Application; currentUserId: string };

/**
 * The votes as a code review shows them (PRODUCT.md section 11): the tally (total over
 * required), then, once the caller has voted, each reviewer's verdict, reason and time; until
 * then, and while they are recused, only how many have voted (the server sends nothing more);
 * who recused and why; and the caller's own part: the vote control ('Change Vote' once they
 * have voted) and 'Recuse', or, recused, no vote control but their recusal and its undo.
 */
export function VotePanel({ application, currentUserId }: VotePanelProps) {
  const idPrefix = `vote-${application.id}`;
  const breakdown = voteBreakdown(application.voteTally);
  const myReason = application.votes.find((vote) => vote.voterId === currentUserId)?.reason ?? null;
  const open = isVotingOpen(application.status);

  return (
    <section aria-labelledby={`${idPrefix}-title`} className="review-section">
      <h3 id={`${idPrefix}-title`} className="review-section__title">
        Votes
      </h3>
      {breakdown ? (
        <>
          <p className="review-section__tally">
            <strong>{voteTallyText(application)}</strong>{' '}
            <span className="text-secondary">{voteBreakdownText(breakdown)}</span>
          </p>
          <VoteList votes={application.votes} currentUserId={currentUserId} />
        </>
      ) : (
        <div className="votes-hidden" role="note" aria-label="Votes hidden">
          <EyeInvisibleOutlined aria-hidden className="votes-hidden__icon" />
          <div>
            <p>
              <strong>
                {application.recused ? 'Votes are hidden while you are recused.' : 'Votes are hidden until you vote.'}
              </strong>
            </p>
            <p className="text-secondary">{votesCastText(application)}</p>
          </div>
        </div>
      )}
      <RecusalList recusals={application.recusals} currentUserId={currentUserId} idPrefix={idPrefix} />
      {application.recused ? (
        <MyRecusal application={application} currentUserId={currentUserId} />
      ) : open ? (
        <VoteForm application={application} myReason={myReason} aside={<RecuseButton application={application} />} />
      ) : (
        <div className="vote-closed">
          <p className="text-secondary">Voting is open only while an application is under review or in voting.</p>
          <RecuseButton application={application} className="vote-closed__recuse" />
        </div>
      )}
    </section>
  );
}
