import type { Meeting } from '@warroom/contracts';
import { Card, Flex } from 'antd';
import { useState } from 'react';
import { RecordActions } from '../../../components/record-actions';
import { Markdown } from '../../../components/markdown';
import { PageHeader } from '../../../components/page-header';
import { formatDateTime } from '../../../lib/format-relative-time';
import { useDeleteMeeting } from '../hooks/use-delete-meeting';
import { useUpdateMeeting } from '../hooks/use-update-meeting';
import { meetingDate, meetingTime } from '../schedule';
import { MeetingForm } from './meeting-form';
import { MeetingStateTag } from './meeting-state-tag';
import '../../../styles/records.css';

function MeetingView({ meeting }: { meeting: Meeting }) {
  return (
    <Card>
      <dl className="record-meta">
        <div>
          <dt className="text-secondary">Scheduled</dt>
          <dd>
            {meetingDate(meeting.when)} at {meetingTime(meeting.when)}
          </dd>
        </div>
        <div>
          <dt className="text-secondary">Status</dt>
          <dd>
            <MeetingStateTag when={meeting.when} />
          </dd>
        </div>
        <div>
          <dt className="text-secondary">Last updated</dt>
          <dd>{formatDateTime(meeting.updatedAt)}</dd>
        </div>
      </dl>
      <section className="record-section" aria-labelledby="meeting-agenda" style={{ marginTop: 24 }}>
        <h2 id="meeting-agenda" className="record-section__title">
          Agenda
        </h2>
        {meeting.agenda?.trim() ? (
          <Markdown>{meeting.agenda}</Markdown>
        ) : (
          <p className="text-secondary">No agenda yet</p>
        )}
      </section>
    </Card>
  );
}

type MeetingDetailProps = { meeting: Meeting; canWrite: boolean };

/** One meeting with its agenda as markdown; edit and delete for writers. */
export function MeetingDetail({ meeting, canWrite }: MeetingDetailProps) {
  const [editing, setEditing] = useState(false);
  const update = useUpdateMeeting(() => setEditing(false));
  const remove = useDeleteMeeting();

  const actions = canWrite ? (
    <RecordActions
      what="meeting"
      title={meeting.title}
      editing={editing}
      onEdit={() => setEditing(true)}
      deleting={remove.isPending}
      onDelete={() => remove.mutate(meeting.id)}
    />
  ) : null;

  return (
    <Flex vertical gap={24}>
      <PageHeader title={meeting.title} subtitle="Meeting" actions={actions} />
      {editing ? (
        <Card title={<h2 className="card-heading">Edit meeting</h2>}>
          <MeetingForm
            initial={meeting}
            submitLabel="Save Meeting"
            pending={update.isPending}
            error={update.error}
            onSubmit={(body) => update.mutate({ id: meeting.id, changes: { ...body, agenda: body.agenda ?? null } })}
            onCancel={() => {
              update.reset();
              setEditing(false);
            }}
          />
        </Card>
      ) : (
        <MeetingView meeting={meeting} />
      )}
    </Flex>
  );
}
