import { Flex } from 'antd';
import { PageHeader } from '../components/page-header';
import { PageLoader } from '../components/page-loader';
import { WritePermissionNotice } from '../components/write-permission-notice';
import { useCanWrite } from '../features/auth/hooks/use-can-write';
import { useMe } from '../features/auth/hooks/use-me';
import { NewMeeting } from '../features/meetings/components/new-meeting';
import { useDocumentTitle } from '../lib/use-document-title';

export function MeetingNewPage() {
  useDocumentTitle('New Meeting');
  const { data: me } = useMe();
  const canWrite = useCanWrite();
  if (!me) return <PageLoader />;
  if (canWrite) return <NewMeeting />;
  return (
    <Flex vertical gap={24}>
      <PageHeader title="New Meeting" />
      <WritePermissionNotice what="meetings" />
    </Flex>
  );
}
