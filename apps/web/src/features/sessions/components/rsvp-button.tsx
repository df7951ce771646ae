import type { LiveSession } from '@warroom/contracts';
import { CheckOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { errorExplanation } from '../../../lib/error-text';
import { useToast } from '../../../shared/toast/use-toast';
import { useRsvp } from '../hooks/use-rsvp';

/** The caller's answer to a session: 'RSVP' until they are going, then 'Going' (pressed) to take it back. */
export function RsvpButton({ session }: { session: LiveSession }) {
  const toast = useToast();
  const answer = useRsvp();
  const going = session.going;
  return (
    <Button
      type={going ? 'default' : 'primary'}
      aria-pressed={going}
      aria-label={going ? `Going to ${session.title}: press to cancel` : `RSVP to ${session.title}`}
      icon={going ? <CheckOutlined aria-hidden /> : undefined}
      loading={answer.isPending}
      onClick={() =>
        answer.mutate(
          { id: session.id, going: !going },
          { onError: (error) => toast.error('Could not save your answer', errorExplanation(error)) },
        )
      }
    >
      {going ? 'Going' : 'RSVP'}
    </Button>
  );
}
