import { NO_METRICS_TO_EXPORT } from '@warroom/contracts';
import { Col, Row } from 'antd';
import { RecordListPage } from '../../../shared/records/components/record-list-page';
import type { ListExport } from '../../../shared/records/hooks/use-list-export';
import { exportMetrics } from '../api';
import { useMetrics } from '../hooks/use-metrics';
import { metricKind } from '../record';
import { MetricCard } from './metric-card';

/** Export CSV (SPEC.md section 8): every point of every metric, whatever the list has loaded. */
const EXPORT: ListExport = {
  label: 'Export CSV',
  download: exportMetrics,
  nothing: NO_METRICS_TO_EXPORT,
  done: () => 'Metrics data exported to CSV',
};

/** SPEC.md "Metrics list": a grid of 1, 2 or 3 columns by width; Export CSV and, for writers, New Metric. */
export function MetricsList() {
  return (
    <RecordListPage
      kind={metricKind}
      title="Metrics"
      subtitle="The numbers leadership tracks, and where they are heading."
      list={useMetrics()}
      exporter={EXPORT}
      framed={false}
    >
      {(rows) => (
        <Row gutter={[16, 16]} role="list" aria-label="Metrics">
          {rows.map((metric) => (
            <Col key={metric.id} xs={24} md={12} xl={8} role="listitem">
              <MetricCard metric={metric} />
            </Col>
          ))}
        </Row>
      )}
    </RecordListPage>
  );
}
