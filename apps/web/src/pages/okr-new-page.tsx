import '../styles/portal.css';
import { Flex } from 'antd';
import { PageHeader } from '../components/page-header';
import { PageLoader } from '../components/page-loader';
import { PermissionNotice } from '../components/permission-notice';
import { useMe } from '../features/auth/hooks/use-me';
import { useCanWrite } from '../features/auth/hooks/use-can-write';
import { ObjectiveCreateForm } from '../features/okr/components/objective-create-form';
import { useDocumentTitle } from '../lib/use-document-title';

export function OkrNewPage() {
  useDocumentTitle('New Objective');
  const { data: me } = useMe();
  const canWrite = useCanWrite();
  if (!me) return <PageLoader />;
  return (
    <Flex vertical gap={24}>
      <PageHeader title="New Objective" subtitle="An objective and the key results that measure it." />
      {canWrite ? (
        <ObjectiveCreateForm />
      ) : (
        <PermissionNotice message="You need CTO, CEO or Admin permissions to create objectives." />
      )}
    </Flex>
  );
}
