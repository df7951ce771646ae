import { MetricsList } from '../features/metrics/components/metrics-list';
import { useDocumentTitle } from '../lib/use-document-title';

export function MetricsPage() {
  useDocumentTitle('Metrics');
  return <MetricsList />;
}
