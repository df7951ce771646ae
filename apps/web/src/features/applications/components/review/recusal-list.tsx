import { StopOutlined } from '@ant-design/icons';
import type { Recusal } from '@warroom/contracts';
import { Tag } from 'antd';
import { ReviewerEntry } from './reviewer-entry';

type RecusalListProps = { recusals: readonly Recusal[]; currentUserId: string; idPrefix: string };

/** Who else stepped aside and why; every reviewer sees it (the caller's own is told apart above). */
export function RecusalList({ recusals, currentUserId, idPrefix }: RecusalListProps) {
  const others = recusals.filter((recusal) => recusal.reviewer.id !== currentUserId);
  if (others.length === 0) return null;
  return (
    <>
      <h4 id={`${idPrefix}-recusals`} className="review-section__subtitle">
        Recused ({others.length})
      </h4>
      <ul className="reviewer-list" aria-labelledby={`${idPrefix}-recusals`}>
        {others.map((recusal) => (
          <ReviewerEntry
            key={recusal.reviewer.id}
            marker={<Tag icon={<StopOutlined aria-hidden />}>Recused</Tag>}
            name={recusal.reviewer.name}
            mine={false}
            at={recusal.createdAt}
            reason={recusal.reason}
          />
        ))}
      </ul>
    </>
  );
}
