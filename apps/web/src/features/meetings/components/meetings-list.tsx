import type { Meeting } from '@warroom/contracts';
import { titleColumn, updatedColumn, type RecordColumn } from '../../../components/record-columns';
import { RecordTable } from '../../../components/record-table';
import { formatDate, formatTime } from '../../../lib/format-date';
import { RecordListPage } from '../../records/components/record-list-page';
import { useMeetings } from '../hooks/use-meetings';
import { meetingKind } from '../record';
import { MeetingStateTag } from './meeting-state-tag';

const COLUMNS: RecordColumn<Meeting>[] = [
  titleColumn(meetingKind, {
    preview: (meeting) => meeting.agenda,
    // SPEC.md section 9: the list shows the first 80 characters of the agenda.
    previewLength: 80,
    markdown: true,
  }),
  {
    title: 'Scheduled',
    dataIndex: 'when',
    key: 'when',
    render: (when: string) => (
      <div>
        <div>{formatDate(when)}</div>
        <div className="text-secondary">{formatTime(when)}</div>
      </div>
    ),
  },
  { title: 'Status', dataIndex: 'when', key: 'status', render: (when: string) => <MeetingStateTag when={when} /> },
  updatedColumn<Meeting>(),
];

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
      {(rows) => <RecordTable label="Meetings" columns={COLUMNS} rows={rows} />}
    </RecordListPage>
  );
}
