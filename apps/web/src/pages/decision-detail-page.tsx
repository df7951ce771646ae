import { useParams } from 'react-router-dom';
import { ROUTES } from '../app/routes';
import { PageLoader } from '../components/page-loader';
import { RecordLoadError } from '../components/record-load-error';
import { useCanWrite } from '../features/auth/hooks/use-can-write';
import { DecisionDetail } from '../features/decisions/components/decision-detail';
import { useDecision } from '../features/decisions/hooks/use-decision';
import { useDocumentTitle } from '../lib/use-document-title';

export function DecisionDetailPage() {
  const { id = '' } = useParams();
  const query = useDecision(id);
  const canWrite = useCanWrite();
  useDocumentTitle(query.data?.title ?? 'Decision');
  if (query.isPending) return <PageLoader label="Loading decision..." />;
  if (query.isError) {
    return (
      <RecordLoadError
        what="decision"
        error={query.error}
        back={ROUTES.decisions}
        onRetry={() => void query.refetch()}
      />
    );
  }
  return <DecisionDetail key={query.data.id} decision={query.data} canWrite={canWrite} />;
}
