import { Flex } from 'antd';
import { PageHeader } from '../components/page-header';
import { PageLoader } from '../components/page-loader';
import { WritePermissionNotice } from '../components/write-permission-notice';
import { useCanWrite } from '../features/auth/hooks/use-can-write';
import { useMe } from '../features/auth/hooks/use-me';
import { NewDocument } from '../features/documents/components/new-document';
import { useDocumentTitle } from '../lib/use-document-title';

export function DocumentNewPage() {
  useDocumentTitle('New Document');
  const { data: me } = useMe();
  const canWrite = useCanWrite();
  if (!me) return <PageLoader />;
  if (canWrite) return <NewDocument />;
  return (
    <Flex vertical gap={24}>
      <PageHeader title="New Document" />
      <WritePermissionNotice what="documents" />
    </Flex>
  );
}
