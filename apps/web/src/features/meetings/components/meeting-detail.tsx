import type { Meeting } from '@warroom/contracts';
import { AddToCalendar } from '../../../shared/calendar/add-to-calendar';
import { FieldsDetail } from '../../../shared/records/components/fields-detail';
import { meetingFields } from '../fields';
import { meetingKind } from '../record';

type MeetingDetailProps = { meeting: Meeting };

/** One meeting with its agenda as markdown and 'Add to calendar'; edit and delete for writers. */
export function MeetingDetail({ meeting }: MeetingDetailProps) {
  return (
    <FieldsDetail kind={meetingKind} fields={meetingFields} record={meeting} subtitle="Meeting">
      <AddToCalendar id={meeting.id} title={meeting.title} />
    </FieldsDetail>
  );
}
