import '../styles/portal.css';
import { PlusOutlined } from '@ant-design/icons';
import { Flex } from 'antd';
import { ROUTES } from '../app/routes';
import { LinkButton } from '../components/link-button';
import { PageHeader } from '../components/page-header';
import { useCanWrite } from '../features/auth/hooks/use-can-write';
import { InitiativeList } from '../features/initiatives/components/initiative-list';
import { useDocumentTitle } from '../lib/use-document-title';

export function InitiativesPage() {
  useDocumentTitle('Initiatives');
  const canWrite = useCanWrite();
  return (
    <Flex vertical gap={24}>
      <PageHeader
        title="Initiatives"
        subtitle="The work under way, its status and whether it is on track."
        actions={
          canWrite ? (
            <LinkButton type="primary" icon={<PlusOutlined aria-hidden />} to={`${ROUTES.initiatives}/new`}>
              New Initiative
            </LinkButton>
          ) : undefined
        }
      />
      <InitiativeList canWrite={canWrite} />
    </Flex>
  );
}
