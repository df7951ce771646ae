import '../styles/portal.css';
import { PlusOutlined } from '@ant-design/icons';
import { Flex } from 'antd';
import { ROUTES } from '../app/routes';
import { LinkButton } from '../components/link-button';
import { PageHeader } from '../components/page-header';
import { useCanWrite } from '../features/auth/hooks/use-can-write';
import { ObjectiveList } from '../features/okr/components/objective-list';
import { useDocumentTitle } from '../lib/use-document-title';

export function OkrPage() {
  useDocumentTitle('Objectives & Key Results');
  const canWrite = useCanWrite();
  return (
    <Flex vertical gap={24}>
      <PageHeader
        title="Objectives & Key Results"
        subtitle="What leadership is aiming for this quarter, and how far each result has come."
        actions={
          canWrite ? (
            <LinkButton type="primary" icon={<PlusOutlined aria-hidden />} to={`${ROUTES.okr}/new`}>
              New Objective
            </LinkButton>
          ) : undefined
        }
      />
      <ObjectiveList canWrite={canWrite} />
    </Flex>
  );
}
