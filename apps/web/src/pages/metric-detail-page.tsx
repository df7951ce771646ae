import { MetricDetail } from '../features/metrics/components/metric-detail';
import { metricKind } from '../features/metrics/record';
import { RecordDetailPage } from '../shared/records/components/record-detail-page';

export function MetricDetailPage() {
  return <RecordDetailPage kind={metricKind}>{(metric) => <MetricDetail metric={metric} />}</RecordDetailPage>;
}
