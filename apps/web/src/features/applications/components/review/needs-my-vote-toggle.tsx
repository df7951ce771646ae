import { ClockCircleOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { useNeedsMyVoteCount } from '../../hooks/use-needs-my-vote-count';
import { CountPill } from '../needs-my-vote-count';

/** `onToggle` turns it over from what it is when clicked, not from what this render saw: two quick clicks undo each other. */
type NeedsMyVoteToggleProps = { pressed: boolean; onToggle: () => void };

/** 'Needs my vote': only the applications open for votes that the caller has neither voted on nor recused from. */
export function NeedsMyVoteToggle({ pressed, onToggle }: NeedsMyVoteToggleProps) {
  const { data: count } = useNeedsMyVoteCount();
  return (
    <Button
      type={pressed ? 'primary' : 'default'}
      aria-pressed={pressed}
      icon={<ClockCircleOutlined aria-hidden />}
      onClick={onToggle}
    >
      Needs my vote
      {count === undefined ? null : (
        <>
          <CountPill count={count} />
          <span className="visually-hidden">({count})</span>
        </>
      )}
    </Button>
  );
}
