import { Col, Flex, Row } from 'antd';
import { PageLoader } from '../../../components/page-loader';
import { QueryError } from '../../../components/query-error';
import { useApplicationAnalytics } from '../hooks/use-application-analytics';
import { stageName } from '../analytics-figures';
import { CountList } from './count-list';
import { FunnelChart } from './funnel-chart';
import { PipelineHealth } from './pipeline-health';
import { StatusDistributionChart } from './status-distribution-chart';
import { SummaryCards } from './summary-cards';
import '../analytics.css';

/** Reviewer roles only: the figures of GET /api/applications/analytics. */
export function AnalyticsDashboard() {
  const analytics = useApplicationAnalytics();
  if (analytics.isPending) return <PageLoader label="Loading analytics..." />;
  if (analytics.isError) {
    return (
      <QueryError title="Could not load analytics" error={analytics.error} onRetry={() => void analytics.refetch()} />
    );
  }
  const data = analytics.data;
  const stages = [...data.stages]
    .sort((a, b) => b.count - a.count)
    .map((stage) => ({ name: stageName(stage.name), count: stage.count }));
  return (
    <Flex vertical gap={16}>
      <SummaryCards analytics={data} />
      <Row gutter={[16, 16]}>
        <Col xs={24} lg={12}>
          <StatusDistributionChart analytics={data} />
        </Col>
        <Col xs={24} lg={12}>
          <FunnelChart analytics={data} />
        </Col>
      </Row>
      <Row gutter={[16, 16]}>
        <Col xs={24} md={12} xl={8}>
          <CountList title="Top Industries" items={data.topIndustries.slice(0, 5)} emptyText="No industry data" />
        </Col>
        <Col xs={24} md={12} xl={8}>
          <CountList title="Top Expertise Areas" items={data.topExpertise.slice(0, 5)} emptyText="No expertise data" />
        </Col>
        <Col xs={24} md={12} xl={8}>
          <CountList title="Applicant Stages" items={stages} emptyText="No stage data" />
        </Col>
      </Row>
      <PipelineHealth analytics={data} />
    </Flex>
  );
}
