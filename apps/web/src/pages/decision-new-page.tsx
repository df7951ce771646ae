import { Flex } from 'antd';
import { PageHeader } from '../components/page-header';
import { PageLoader } from '../components/page-loader';
import { WritePermissionNotice } from '../components/write-permission-notice';
import { useCanWrite } from '../features/auth/hooks/use-can-write';
import { useMe } from '../features/auth/hooks/use-me';
import { NewDecision } from '../features/decisions/components/new-decision';
import { useDocumentTitle } from '../lib/use-document-title';

export function DecisionNewPage() {
  useDocumentTitle('New Decision');
  const { data: me } = useMe();
  const canWrite = useCanWrite();
  if (!me) return <PageLoader />;
  if (canWrite) return <NewDecision />;
  return (
    <Flex vertical gap={24}>
      <PageHeader title="New Decision" />
      <WritePermissionNotice what="decisions" />
    </Flex>
  );
}
