import { useParams } from 'react-router-dom';
import { ROUTES } from '../app/routes';
import { PageLoader } from '../components/page-loader';
import { RecordLoadError } from '../components/record-load-error';
import { useCanWrite } from '../features/auth/hooks/use-can-write';
import { MetricDetail } from '../features/metrics/components/metric-detail';
import { useMetric } from '../features/metrics/hooks/use-metric';
import { useDocumentTitle } from '../lib/use-document-title';

export function MetricDetailPage() {
  const { id = '' } = useParams();
  const query = useMetric(id);
  const canWrite = useCanWrite();
  useDocumentTitle(query.data?.label ?? 'Metric');
  if (query.isPending) return <PageLoader label="Loading metric..." />;
  if (query.isError) {
    return (
      <RecordLoadError what="metric" error={query.error} back={ROUTES.metrics} onRetry={() => void query.refetch()} />
    );
  }
  return <MetricDetail key={query.data.id} metric={query.data} canWrite={canWrite} />;
}
