import type { Meeting } from '@warroom/contracts';
import { FieldsDetail } from '../../../shared/records/components/fields-detail';
import { meetingFields } from '../fields';
import { meetingKind } from '../record';

type MeetingDetailProps = { meeting: Meeting };

/** One meeting with its agenda as markdown; edit and delete for writers. */
export function MeetingDetail({ meeting }: MeetingDetailProps) {
  return <FieldsDetail kind={meetingKind} fields={meetingFields} record={meeting} subtitle="Meeting" />;
}
