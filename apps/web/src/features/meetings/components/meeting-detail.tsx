import type { Meeting } from '@warroom/contracts';
import { Card } from 'antd';
import { MarkdownSection } from '../../../components/markdown-section';
import { formatDate, formatTime } from '../../../lib/format-date';
import { formatDateTime } from '../../../lib/format-relative-time';
import { RecordDetail, RecordMeta } from '../../records/components/record-detail';
import { meetingKind } from '../record';
import { MeetingForm } from './meeting-form';
import { MeetingStateTag } from './meeting-state-tag';

function MeetingView({ meeting }: { meeting: Meeting }) {
  return (
    <Card>
      <RecordMeta
        items={[
          { label: 'Scheduled', value: `${formatDate(meeting.when)} at ${formatTime(meeting.when)}` },
          { label: 'Status', value: <MeetingStateTag when={meeting.when} /> },
          { label: 'Last updated', value: formatDateTime(meeting.updatedAt) },
        ]}
      />
      <MarkdownSection
        id="meeting-agenda"
        title="Agenda"
        text={meeting.agenda}
        empty="No agenda yet"
        style={{ marginTop: 24 }}
      />
    </Card>
  );
}

type MeetingDetailProps = { meeting: Meeting; canWrite: boolean };

/** One meeting with its agenda as markdown; edit and delete for writers. */
export function MeetingDetail({ meeting, canWrite }: MeetingDetailProps) {
  return (
    <RecordDetail
      kind={meetingKind}
      record={meeting}
      canWrite={canWrite}
      subtitle="Meeting"
      edit={(edit) => (
        <MeetingForm
          initial={meeting}
          {...edit.form}
          onSubmit={(body) => edit.save({ ...body, agenda: body.agenda ?? null })}
        />
      )}
    >
      <MeetingView meeting={meeting} />
    </RecordDetail>
  );
}
