import '../styles/portal.css';
import { useParams } from 'react-router-dom';
import { ROUTES } from '../app/routes';
import { NotFoundNotice } from '../components/not-found-notice';
import { PageLoader } from '../components/page-loader';
import { QueryError } from '../components/query-error';
import { useCanWrite } from '../features/auth/hooks/use-can-write';
import { InitiativeDetail } from '../features/initiatives/components/initiative-detail';
import { useInitiative } from '../features/initiatives/hooks/use-initiative';
import { statusOf } from '../lib/http';
import { useDocumentTitle } from '../lib/use-document-title';

export function InitiativeDetailPage() {
  const { id = '' } = useParams();
  const initiative = useInitiative(id);
  const canWrite = useCanWrite();
  useDocumentTitle(initiative.data?.title ?? 'Initiative');

  if (initiative.isPending) return <PageLoader label="Loading initiative..." />;
  if (initiative.isError) {
    return statusOf(initiative.error) === 404 ? (
      <NotFoundNotice title="Initiative not found" backTo={ROUTES.initiatives} backLabel="Back to Initiatives" />
    ) : (
      <QueryError
        title="Could not load the initiative"
        error={initiative.error}
        onRetry={() => void initiative.refetch()}
      />
    );
  }
  return <InitiativeDetail initiative={initiative.data} canWrite={canWrite} />;
}
