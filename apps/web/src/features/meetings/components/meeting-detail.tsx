import type { Meeting } from '@warroom/contracts';
import { FieldsDetail } from '../../../shared/records/components/fields-detail';
import { meetingFields } from '../fields';
import { meetingKind } from '../record';

type MeetingDetailProps = { meeting: Meeting; canWrite: boolean };

/** One meeting with its agenda as markdown; edit and delete for writers. */
export function MeetingDetail({ meeting, canWrite }: MeetingDetailProps) {
  return (
    <FieldsDetail kind={meetingKind} fields={meetingFields} record={meeting} canWrite={canWrite} subtitle="Meeting" />
  );
}
