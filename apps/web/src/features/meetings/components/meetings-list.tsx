import { RecordListPage } from '../../../shared/records/components/record-list-page';
import { RecordListTable } from '../../../shared/records/components/record-list-table';
import { meetingFields } from '../fields';
import { useMeetings } from '../hooks/use-meetings';
import { meetingKind } from '../record';

/** SPEC.md "Meetings list": newest first by when (the server's order), Upcoming or Completed; New Meeting for writers. */
export function MeetingsList() {
  return (
    <RecordListPage
      kind={meetingKind}
      title="Meetings"
      subtitle="Leadership meetings, their agendas and what is next."
      list={useMeetings()}
      emptyCreateLabel="Schedule Meeting"
    >
      {(rows) => <RecordListTable kind={meetingKind} fields={meetingFields.fields} rows={rows} />}
    </RecordListPage>
  );
}
