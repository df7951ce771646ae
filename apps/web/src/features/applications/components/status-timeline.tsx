import type { ApplicationStatusReply } from '@warroom/contracts';
import { Timeline, type TimelineItemProps } from 'antd';
import type { ReactNode } from 'react';
import { formatDate } from '../../../lib/format-date';
import { isDecided, reviewStarted, STATUS_META, votingReached } from '../status-meta';

function Milestone({ title, children }: { title: string; children?: ReactNode }) {
  return (
    <div className="milestone">
      <strong>{title}</strong>
      {children ? <div className="milestone__detail">{children}</div> : null}
    </div>
  );
}

/** The milestones reached so far (SPEC.md section 4). */
export function StatusTimeline({ application }: { application: ApplicationStatusReply }) {
  const { status, submittedAt, decisionReason } = application;
  const items: TimelineItemProps[] = [
    { key: 'submitted', color: 'green', content: <Milestone title="Submitted">{formatDate(submittedAt)}</Milestone> },
  ];
  if (reviewStarted(status))
    items.push({ key: 'review', color: 'green', content: <Milestone title="Review Started" /> });
  if (votingReached(status)) items.push({ key: 'voting', color: 'green', content: <Milestone title="Voting Phase" /> });
  if (isDecided(status)) {
    items.push({
      key: 'decision',
      color: status === 'REJECTED' ? 'red' : 'green',
      content: (
        <Milestone title="Decision Made">
          <div>{STATUS_META[status].label}</div>
          {decisionReason ? <div className="text-secondary">{decisionReason}</div> : null}
        </Milestone>
      ),
    });
  }
  return <Timeline items={items} />;
}
