import { meetingFields } from '../features/meetings/fields';
import { meetingKind } from '../features/meetings/record';
import { CreateRecordCard, NewRecordPage } from '../shared/records/components/new-record-page';

export function MeetingNewPage() {
  return (
    <NewRecordPage kind={meetingKind} subtitle="Schedule a meeting and write its agenda.">
      <CreateRecordCard kind={meetingKind} fields={meetingFields} />
    </NewRecordPage>
  );
}
