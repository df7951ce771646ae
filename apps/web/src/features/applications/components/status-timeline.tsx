import type { ApplicationStatusReply } from '@warroom/contracts';
import type { ReactNode } from 'react';
import { formatDate } from '../../../lib/format-date';
import { isDecided, reviewStarted, STATUS_META, votingReached } from '../status-meta';

type Milestone = { key: string; title: string; refused?: boolean; detail?: ReactNode };

/** The milestones reached so far (SPEC.md section 4). */
export function StatusTimeline({ application }: { application: ApplicationStatusReply }) {
  const { status, submittedAt, decisionReason } = application;
  const milestones: Milestone[] = [{ key: 'submitted', title: 'Submitted', detail: formatDate(submittedAt) }];
  if (reviewStarted(status)) milestones.push({ key: 'review', title: 'Review Started' });
  if (votingReached(status)) milestones.push({ key: 'voting', title: 'Voting Phase' });
  if (isDecided(status)) {
    milestones.push({
      key: 'decision',
      title: 'Decision Made',
      refused: status === 'REJECTED',
      detail: (
        <>
          <span className="lp-timeline__line">{STATUS_META[status].label}</span>
          {decisionReason ? <span className="lp-timeline__line lp-caption">{decisionReason}</span> : null}
        </>
      ),
    });
  }
  return (
    <ol className="lp-timeline">
      {milestones.map(({ key, title, refused = false, detail }) => (
        <li key={key} className={refused ? 'lp-timeline__item lp-timeline__item--refused' : 'lp-timeline__item'}>
          <strong>{title}</strong>
          {detail ? <div className="lp-timeline__detail">{detail}</div> : null}
        </li>
      ))}
    </ol>
  );
}
