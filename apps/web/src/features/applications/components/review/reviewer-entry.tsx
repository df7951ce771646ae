import { Tag } from 'antd';
import type { ReactNode } from 'react';
import { RelativeTime } from '../../../../components/relative-time';

type ReviewerEntryProps = {
  /** What the reviewer did: their verdict, or that they recused. */
  marker: ReactNode;
  name: string;
  /** The caller's own entry, marked 'You'. */
  mine: boolean;
  at: string;
  reason: string | null;
};

/** One reviewer in the vote panel, as a code review lists them: what they did, who, when, and why. */
export function ReviewerEntry({ marker, name, mine, at, reason }: ReviewerEntryProps) {
  return (
    <li className={mine ? 'reviewer-entry reviewer-entry--mine' : 'reviewer-entry'}>
      <div className="reviewer-entry__head">
        {marker}
        <strong className="reviewer-entry__name">{name}</strong>
        {mine ? <Tag>You</Tag> : null}
        <span className="text-secondary">
          <RelativeTime iso={at} />
        </span>
      </div>
      {reason ? <p className="reviewer-entry__reason preserve-lines">{reason}</p> : null}
    </li>
  );
}
