import { Col, Flex, Row } from 'antd';
import { QueryError } from '../../../components/query-error';
import { useInitiatives } from '../../initiatives/hooks/use-initiatives';
import { useObjectives } from '../../okr/hooks/use-objectives';
import { useDecisionList, useMetricList } from '../hooks/use-dashboard-lists';
import { OkrsNeedingAttention } from './okrs-needing-attention';
import { PendingDecisionsList } from './pending-decisions-list';
import { SummaryCards } from './summary-cards';

/** The four figures and two lists of /dashboard, from the four portal lists. */
export function Dashboard() {
  const objectives = useObjectives();
  const initiatives = useInitiatives();
  const decisions = useDecisionList();
  const metrics = useMetricList();
  const failures = [
    { name: 'objectives', query: objectives },
    { name: 'initiatives', query: initiatives },
    { name: 'decisions', query: decisions },
    { name: 'metrics', query: metrics },
  ].filter(({ query }) => query.isError);

  return (
    <Flex vertical gap={16}>
      {failures.map(({ name, query }) =>
        query.error ? (
          <QueryError
            key={name}
            title={`Could not load ${name}`}
            error={query.error}
            onRetry={() => void query.refetch()}
          />
        ) : null,
      )}
      <SummaryCards
        objectives={objectives.data}
        initiatives={initiatives.data}
        decisions={decisions.data}
        metrics={metrics.data}
      />
      <Row gutter={[16, 16]}>
        <Col xs={24} lg={12}>
          <OkrsNeedingAttention objectives={objectives.data} loading={objectives.isPending} />
        </Col>
        <Col xs={24} lg={12}>
          <PendingDecisionsList decisions={decisions.data} loading={decisions.isPending} />
        </Col>
      </Row>
    </Flex>
  );
}
