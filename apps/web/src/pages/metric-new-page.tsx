import { metricFields } from '../features/metrics/fields';
import { metricKind } from '../features/metrics/record';
import { CreateRecordCard, NewRecordPage } from '../shared/records/components/new-record-page';

export function MetricNewPage() {
  return (
    <NewRecordPage kind={metricKind} subtitle="Name a number to track; add its data points next.">
      <CreateRecordCard kind={metricKind} fields={metricFields} />
    </NewRecordPage>
  );
}
