import { Col, Flex, Row } from 'antd';
import { QueryError } from '../../../components/query-error';
import { useDashboard } from '../hooks/use-dashboard';
import { OkrsNeedingAttention } from './okrs-needing-attention';
import { PendingDecisionsList } from './pending-decisions-list';
import { SummaryCards } from './summary-cards';
import '../dashboard.css';

/**
 * The four figures and two lists of /dashboard, from one answer of the server. When it fails:
 * one banner with Try again, and each card says it has nothing to show (not a loading '…').
 */
export function Dashboard() {
  const dashboard = useDashboard();
  const data = dashboard.data;
  const failed = dashboard.isError && !data;
  return (
    <Flex vertical gap={16}>
      {dashboard.isError ? (
        <QueryError
          title="Could not load the dashboard"
          error={dashboard.error}
          onRetry={() => void dashboard.refetch()}
        />
      ) : null}
      <SummaryCards dashboard={data} failed={failed} />
      <Row gutter={[16, 16]}>
        <Col xs={24} lg={12}>
          <OkrsNeedingAttention
            attention={data?.attention}
            needingAttention={data?.objectives.needingAttention ?? 0}
            failed={failed}
          />
        </Col>
        <Col xs={24} lg={12}>
          <PendingDecisionsList decisions={data?.pendingDecisions} failed={failed} />
        </Col>
      </Row>
    </Flex>
  );
}
