import { StopOutlined, UndoOutlined } from '@ant-design/icons';
import type { Application } from '@warroom/contracts';
import { Button } from 'antd';
import { useWithdrawRecusal } from '../../hooks/use-review-writes';

type MyRecusalProps = { application: Application; currentUserId: string };

/** In place of the vote controls while the caller is recused: that they are, why, what it bars, and the way back. */
export function MyRecusal({ application, currentUserId }: MyRecusalProps) {
  const mutation = useWithdrawRecusal();
  const mine = application.recusals.find((recusal) => recusal.reviewer.id === currentUserId);
  return (
    <div className="my-recusal" role="note" aria-label="Your recusal">
      <p>
        <StopOutlined aria-hidden /> <strong>You recused yourself from this application.</strong>
      </p>
      {mine?.reason ? (
        <p className="preserve-lines">
          <span className="text-secondary">Your reason: </span>
          {mine.reason}
        </p>
      ) : null}
      <p className="text-secondary">
        Until you undo it, you cannot vote or comment on it, and the other reviewers&apos; votes and comments are hidden
        from you.
      </p>
      <Button
        className="my-recusal__undo"
        icon={<UndoOutlined aria-hidden />}
        loading={mutation.isPending}
        onClick={() => mutation.mutate(application.id)}
      >
        Undo recusal
      </Button>
    </div>
  );
}
