import { PlusOutlined } from '@ant-design/icons';
import type { Meeting } from '@warroom/contracts';
import { Card, Empty, Flex, Table, type TableColumnsType } from 'antd';
import { Link } from 'react-router-dom';
import { ROUTES } from '../../../app/routes';
import { LinkButton } from '../../../components/link-button';
import { PageHeader } from '../../../components/page-header';
import { PageLoader } from '../../../components/page-loader';
import { QueryError } from '../../../components/query-error';
import { RelativeTime } from '../../../components/relative-time';
import { ScrollRegion } from '../../../components/scroll-region';
import { previewText } from '../../../lib/preview-text';
import { useMeetings } from '../hooks/use-meetings';
import { byWhenNewestFirst, meetingDate, meetingTime } from '../schedule';
import { MeetingStateTag } from './meeting-state-tag';
import '../../../styles/records.css';

const NEW_MEETING = `${ROUTES.meetings}/new`;
/** SPEC.md section 9: the list shows the first 80 characters of the agenda. */
const AGENDA_PREVIEW = 80;

const COLUMNS: TableColumnsType<Meeting> = [
  {
    title: 'Title',
    key: 'title',
    render: (_: unknown, meeting: Meeting) => (
      <div>
        <Link to={`${ROUTES.meetings}/${meeting.id}`} className="list-title">
          {meeting.title}
        </Link>
        {meeting.agenda?.trim() ? (
          <div className="text-secondary list-preview">{previewText(meeting.agenda, AGENDA_PREVIEW)}</div>
        ) : null}
      </div>
    ),
  },
  {
    title: 'Scheduled',
    dataIndex: 'when',
    key: 'when',
    render: (when: string) => (
      <div>
        <div>{meetingDate(when)}</div>
        <div className="text-secondary">{meetingTime(when)}</div>
      </div>
    ),
  },
  { title: 'Status', dataIndex: 'when', key: 'status', render: (when: string) => <MeetingStateTag when={when} /> },
  {
    title: 'Updated',
    dataIndex: 'updatedAt',
    key: 'updatedAt',
    render: (updatedAt: string) => <RelativeTime iso={updatedAt} />,
  },
];

/** SPEC.md "Meetings list": newest first by when, Upcoming or Completed; New Meeting for writers. */
export function MeetingsList({ canWrite }: { canWrite: boolean }) {
  const meetings = useMeetings();
  const actions = canWrite ? (
    <LinkButton type="primary" icon={<PlusOutlined aria-hidden />} to={NEW_MEETING}>
      New Meeting
    </LinkButton>
  ) : null;

  return (
    <Flex vertical gap={24}>
      <PageHeader title="Meetings" subtitle="Leadership meetings, their agendas and what is next." actions={actions} />
      {meetings.isPending ? <PageLoader label="Loading meetings..." /> : null}
      {meetings.isError ? (
        <QueryError title="Could not load meetings" error={meetings.error} onRetry={() => void meetings.refetch()} />
      ) : null}
      {meetings.data ? (
        <Card>
          {meetings.data.length ? (
            <ScrollRegion label="Meetings">
              <Table<Meeting>
                rowKey="id"
                size="middle"
                columns={COLUMNS}
                dataSource={byWhenNewestFirst(meetings.data)}
                pagination={false}
              />
            </ScrollRegion>
          ) : (
            <Empty description="No meetings yet">
              {canWrite ? (
                <LinkButton type="primary" to={NEW_MEETING}>
                  Schedule Meeting
                </LinkButton>
              ) : null}
            </Empty>
          )}
        </Card>
      ) : null}
    </Flex>
  );
}
