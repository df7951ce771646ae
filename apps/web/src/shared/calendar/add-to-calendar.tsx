import { meetingCalendarOp } from '@warroom/contracts';
import { Button } from 'antd';
import { apiPath } from '../../lib/api';

/**
 * 'Add to calendar' on every meeting and session (PRODUCT.md section 20): the meeting's .ics,
 * which the browser saves under the name the server gives.
 */
export function AddToCalendar({ id, title }: { id: string; title: string }) {
  return (
    <Button href={apiPath(meetingCalendarOp, { id })} download aria-label={`Add to calendar: ${title}`}>
      Add to calendar
    </Button>
  );
}
