import { MeetingForm } from '../features/meetings/components/meeting-form';
import { meetingKind } from '../features/meetings/record';
import { CreateRecordCard, NewRecordPage } from '../features/records/components/new-record-page';

export function MeetingNewPage() {
  return (
    <NewRecordPage kind={meetingKind} subtitle="Schedule a meeting and write its agenda.">
      <CreateRecordCard kind={meetingKind} form={MeetingForm} />
    </NewRecordPage>
  );
}
