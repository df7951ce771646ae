import { Card, Flex } from 'antd';
import { useNavigate } from 'react-router-dom';
import { ROUTES } from '../../../app/routes';
import { PageHeader } from '../../../components/page-header';
import { useCreateMeeting } from '../hooks/use-create-meeting';
import { MeetingForm } from './meeting-form';

/** /meetings/new: the form; on success, the new meeting. */
export function NewMeeting() {
  const navigate = useNavigate();
  const create = useCreateMeeting();
  return (
    <Flex vertical gap={24}>
      <PageHeader title="New Meeting" subtitle="Schedule a meeting and write its agenda." />
      <Card>
        <MeetingForm
          submitLabel="Create Meeting"
          pending={create.isPending}
          error={create.error}
          onSubmit={(body) => create.mutate(body)}
          onCancel={() => void navigate(ROUTES.meetings)}
        />
      </Card>
    </Flex>
  );
}
