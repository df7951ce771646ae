import { Col, Flex, Row } from 'antd';
import { QueryError } from '../../../components/query-error';
import { useDashboard } from '../hooks/use-dashboard';
import { OkrsNeedingAttention } from './okrs-needing-attention';
import { PendingDecisionsList } from './pending-decisions-list';
import { SummaryCards } from './summary-cards';
import '../dashboard.css';

/** The four figures and two lists of /dashboard, from one answer of the server. */
export function Dashboard() {
  const dashboard = useDashboard();
  if (dashboard.isError) {
    return (
      <QueryError
        title="Could not load the dashboard"
        error={dashboard.error}
        onRetry={() => void dashboard.refetch()}
      />
    );
  }
  const data = dashboard.data;
  return (
    <Flex vertical gap={16}>
      <SummaryCards dashboard={data} />
      <Row gutter={[16, 16]}>
        <Col xs={24} lg={12}>
          <OkrsNeedingAttention attention={data?.attention} needingAttention={data?.objectives.needingAttention ?? 0} />
        </Col>
        <Col xs={24} lg={12}>
          <PendingDecisionsList decisions={data?.pendingDecisions} />
        </Col>
      </Row>
    </Flex>
  );
}
