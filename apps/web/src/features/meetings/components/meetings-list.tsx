import { PlusOutlined } from '@ant-design/icons';
import type { Meeting } from '@warroom/contracts';
import { Flex, Table, type TableColumnsType } from 'antd';
import { ROUTES } from '../../../app/routes';
import { LinkButton } from '../../../components/link-button';
import { PageHeader } from '../../../components/page-header';
import { ListStates } from '../../../components/list-states';
import { ScrollRegion } from '../../../components/scroll-region';
import { titleColumn, updatedColumn } from '../../../components/record-columns';
import { useMeetings } from '../hooks/use-meetings';
import { meetingDate, meetingTime } from '../schedule';
import { MeetingStateTag } from './meeting-state-tag';
import '../../../styles/records.css';

const NEW_MEETING = `${ROUTES.meetings}/new`;

const COLUMNS: TableColumnsType<Meeting> = [
  titleColumn<Meeting>({
    href: (meeting) => `${ROUTES.meetings}/${meeting.id}`,
    title: (meeting) => meeting.title,
    preview: (meeting) => meeting.agenda,
    // SPEC.md section 9: the list shows the first 80 characters of the agenda.
    previewLength: 80,
  }),
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
  updatedColumn<Meeting>(),
];

/** SPEC.md "Meetings list": newest first by when (the server's order), Upcoming or Completed; New Meeting for writers. */
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
      <ListStates
        list={meetings}
        noun="meetings"
        create={canWrite ? { to: NEW_MEETING, label: 'Schedule Meeting' } : undefined}
      >
        {(rows) => (
          <ScrollRegion label="Meetings">
            <Table<Meeting> rowKey="id" size="middle" columns={COLUMNS} dataSource={rows} pagination={false} />
          </ScrollRegion>
        )}
      </ListStates>
    </Flex>
  );
}
