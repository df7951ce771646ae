import { MetricForm } from '../features/metrics/components/metric-form';
import { metricKind } from '../features/metrics/record';
import { CreateRecordCard, NewRecordPage } from '../features/records/components/new-record-page';

export function MetricNewPage() {
  return (
    <NewRecordPage kind={metricKind} subtitle="Name a number to track; add its data points next.">
      <CreateRecordCard kind={metricKind} form={MetricForm} />
    </NewRecordPage>
  );
}
