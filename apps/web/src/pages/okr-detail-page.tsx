import '../styles/portal.css';
import { useParams } from 'react-router-dom';
import { ROUTES } from '../app/routes';
import { NotFoundNotice } from '../components/not-found-notice';
import { PageLoader } from '../components/page-loader';
import { QueryError } from '../components/query-error';
import { useCanWrite } from '../features/auth/hooks/use-can-write';
import { ObjectiveDetail } from '../features/okr/components/objective-detail';
import { useObjective } from '../features/okr/hooks/use-objective';
import { statusOf } from '../lib/http';
import { useDocumentTitle } from '../lib/use-document-title';

export function OkrDetailPage() {
  const { id = '' } = useParams();
  const objective = useObjective(id);
  const canWrite = useCanWrite();
  useDocumentTitle(objective.data?.title ?? 'Objective');

  if (objective.isPending) return <PageLoader label="Loading objective..." />;
  if (objective.isError) {
    return statusOf(objective.error) === 404 ? (
      <NotFoundNotice title="Objective not found" backTo={ROUTES.okr} backLabel="Back to Objectives" />
    ) : (
      <QueryError
        title="Could not load the objective"
        error={objective.error}
        onRetry={() => void objective.refetch()}
      />
    );
  }
  return <ObjectiveDetail objective={objective.data} canWrite={canWrite} />;
}
