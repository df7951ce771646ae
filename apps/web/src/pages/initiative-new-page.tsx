import '../styles/portal.css';
import { Flex } from 'antd';
import { PageHeader } from '../components/page-header';
import { PageLoader } from '../components/page-loader';
import { PermissionNotice } from '../components/permission-notice';
import { useCanWrite } from '../features/auth/hooks/use-can-write';
import { useMe } from '../features/auth/hooks/use-me';
import { InitiativeCreateForm } from '../features/initiatives/components/initiative-create-form';
import { useDocumentTitle } from '../lib/use-document-title';

export function InitiativeNewPage() {
  useDocumentTitle('New Initiative');
  const { data: me } = useMe();
  const canWrite = useCanWrite();
  if (!me) return <PageLoader />;
  return (
    <Flex vertical gap={24}>
      <PageHeader title="New Initiative" subtitle="A piece of work, its status, how it is going and when it is due." />
      {canWrite ? (
        <InitiativeCreateForm />
      ) : (
        <PermissionNotice message="You need CTO, CEO or Admin permissions to create initiatives." />
      )}
    </Flex>
  );
}
