import { AimOutlined, BranchesOutlined, LineChartOutlined, RocketOutlined } from '@ant-design/icons';
import type { Decision, Initiative, Metric, Objective } from '@warroom/contracts';
import { Col, Row } from 'antd';
import { objectivesNeedingAttention, pendingDecisions, ragCounts } from '../summary';
import { SummaryCard } from './summary-card';

type SummaryCardsProps = {
  objectives: readonly Objective[] | undefined;
  initiatives: readonly Initiative[] | undefined;
  decisions: readonly Decision[] | undefined;
  metrics: readonly Metric[] | undefined;
};

function RagBreakdown({ initiatives }: { initiatives: readonly Initiative[] }) {
  const counts = ragCounts(initiatives);
  return (
    <span className="rag-breakdown">
      <span className="rag-breakdown__item">
        <span className="rag-dot rag-dot--green" aria-hidden /> {counts.GREEN} green
      </span>
      <span className="rag-breakdown__item">
        <span className="rag-dot rag-dot--amber" aria-hidden /> {counts.AMBER} amber
      </span>
      <span className="rag-breakdown__item">
        <span className="rag-dot rag-dot--red" aria-hidden /> {counts.RED} red
      </span>
    </span>
  );
}

/** Active OKRs, Initiatives, Pending Decisions, Active Metrics (SPEC.md section 2). */
export function SummaryCards({ objectives, initiatives, decisions, metrics }: SummaryCardsProps) {
  const attention = objectives ? objectivesNeedingAttention(objectives).length : undefined;
  return (
    <Row gutter={[16, 16]}>
      <Col xs={24} sm={12} xl={6}>
        <SummaryCard title="Active OKRs" icon={<AimOutlined />} value={objectives?.length}>
          {attention === undefined ? null : `${attention} need${attention === 1 ? 's' : ''} attention`}
        </SummaryCard>
      </Col>
      <Col xs={24} sm={12} xl={6}>
        <SummaryCard title="Initiatives" icon={<RocketOutlined />} value={initiatives?.length}>
          {initiatives ? <RagBreakdown initiatives={initiatives} /> : null}
        </SummaryCard>
      </Col>
      <Col xs={24} sm={12} xl={6}>
        <SummaryCard
          title="Pending Decisions"
          icon={<BranchesOutlined />}
          value={decisions ? pendingDecisions(decisions).length : undefined}
        >
          Awaiting approval
        </SummaryCard>
      </Col>
      <Col xs={24} sm={12} xl={6}>
        <SummaryCard title="Active Metrics" icon={<LineChartOutlined />} value={metrics?.length}>
          Being tracked
        </SummaryCard>
      </Col>
    </Row>
  );
}
