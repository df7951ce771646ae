import { Col, Flex, Row } from 'antd';
import { ROUTES } from '../../../app/routes';
import { ListActions } from '../../../components/list-actions';
import { ListStates } from '../../../components/list-states';
import { PageHeader } from '../../../components/page-header';
import { useExportMetrics } from '../hooks/use-export-metrics';
import { useMetrics } from '../hooks/use-metrics';
import { MetricCard } from './metric-card';
import '../../../styles/records.css';

const NEW_METRIC = `${ROUTES.metrics}/new`;

/** SPEC.md "Metrics list": a grid of 1, 2 or 3 columns by width; Export CSV and, for writers, New Metric. */
export function MetricsList({ canWrite }: { canWrite: boolean }) {
  const metrics = useMetrics();
  const exporter = useExportMetrics();

  const actions = (
    <ListActions
      exportLabel="Export CSV"
      exporting={exporter.isPending}
      onExport={() => exporter.run(metrics.data?.total)}
      create={canWrite ? { to: NEW_METRIC, label: 'New Metric' } : undefined}
    />
  );

  return (
    <Flex vertical gap={24}>
      <PageHeader
        title="Metrics"
        subtitle="The numbers leadership tracks, and where they are heading."
        actions={actions}
      />
      <ListStates
        list={metrics}
        noun="metrics"
        create={canWrite ? { to: NEW_METRIC, label: 'Create Metric' } : undefined}
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
      </ListStates>
    </Flex>
  );
}
