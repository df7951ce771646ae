import { PlusOutlined } from '@ant-design/icons';
import { Card, Empty } from 'antd';
import { ROUTES } from '../../../app/routes';
import { LinkButton } from '../../../components/link-button';
import { PageLoader } from '../../../components/page-loader';
import { QueryError } from '../../../components/query-error';
import { useInitiatives } from '../hooks/use-initiatives';
import { InitiativesTable } from './initiatives-table';

/** /initiatives: loading, error, empty or the table. */
export function InitiativeList({ canWrite }: { canWrite: boolean }) {
  const initiatives = useInitiatives();
  if (initiatives.isPending) return <PageLoader label="Loading initiatives..." />;
  if (initiatives.isError) {
    return (
      <QueryError
        title="Could not load initiatives"
        error={initiatives.error}
        onRetry={() => void initiatives.refetch()}
      />
    );
  }
  if (initiatives.data.length === 0) {
    return (
      <Empty description="No initiatives yet">
        {canWrite ? (
          <LinkButton type="primary" icon={<PlusOutlined aria-hidden />} to={`${ROUTES.initiatives}/new`}>
            Create Initiative
          </LinkButton>
        ) : null}
      </Empty>
    );
  }
  return (
    <Card>
      <InitiativesTable initiatives={initiatives.data} />
    </Card>
  );
}
