import { PlusOutlined } from '@ant-design/icons';
import { Empty, Flex } from 'antd';
import { ROUTES } from '../../../app/routes';
import { LinkButton } from '../../../components/link-button';
import { PageLoader } from '../../../components/page-loader';
import { QueryError } from '../../../components/query-error';
import { useObjectives } from '../hooks/use-objectives';
import { ObjectiveCard } from './objective-card';

/** The cards of /okr, with loading, error and empty states. */
export function ObjectiveList({ canWrite }: { canWrite: boolean }) {
  const objectives = useObjectives();
  if (objectives.isPending) return <PageLoader label="Loading objectives..." />;
  if (objectives.isError) {
    return (
      <QueryError
        title="Could not load objectives"
        error={objectives.error}
        onRetry={() => void objectives.refetch()}
      />
    );
  }
  if (objectives.data.length === 0) {
    return (
      <Empty description="No objectives yet">
        {canWrite ? (
          <LinkButton type="primary" icon={<PlusOutlined aria-hidden />} to={`${ROUTES.okr}/new`}>
            Create Objective
          </LinkButton>
        ) : null}
      </Empty>
    );
  }
  return (
    <Flex vertical gap={16}>
      {objectives.data.map((objective) => (
        <ObjectiveCard key={objective.id} objective={objective} />
      ))}
    </Flex>
  );
}
