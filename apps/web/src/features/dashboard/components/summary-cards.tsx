import { AimOutlined, BranchesOutlined, LineChartOutlined, RocketOutlined } from '@ant-design/icons';
import type { Dashboard } from '@warroom/contracts';
import { Col, Row } from 'antd';
import type { ReactNode } from 'react';
import { SummaryCard } from './summary-card';

function RagBreakdown({ initiatives }: { initiatives: Dashboard['initiatives'] }) {
  return (
    <span className="rag-breakdown">
      <span className="rag-breakdown__item">
        <span className="rag-dot rag-dot--green" aria-hidden /> {initiatives.green} green
      </span>
      <span className="rag-breakdown__item">
        <span className="rag-dot rag-dot--amber" aria-hidden /> {initiatives.amber} amber
      </span>
      <span className="rag-breakdown__item">
        <span className="rag-dot rag-dot--red" aria-hidden /> {initiatives.red} red
      </span>
    </span>
  );
}

type SummaryFigure = { title: string; icon: ReactNode; value: number | undefined; note: ReactNode };

/** Active OKRs, Initiatives, Pending Decisions, Active Metrics (SPEC.md section 2); '…' while loading, a dash when it failed. */
export function SummaryCards({ dashboard, failed }: { dashboard: Dashboard | undefined; failed: boolean }) {
  const attention = dashboard?.objectives.needingAttention;
  const figures: SummaryFigure[] = [
    {
      title: 'Active OKRs',
      icon: <AimOutlined />,
      value: dashboard?.objectives.total,
      note: attention === undefined ? null : `${attention} need${attention === 1 ? 's' : ''} attention`,
    },
    {
      title: 'Initiatives',
      icon: <RocketOutlined />,
      value: dashboard?.initiatives.total,
      note: dashboard ? <RagBreakdown initiatives={dashboard.initiatives} /> : null,
    },
    {
      title: 'Pending Decisions',
      icon: <BranchesOutlined />,
      value: dashboard?.decisions.pending,
      note: 'Awaiting approval',
    },
    {
      title: 'Active Metrics',
      icon: <LineChartOutlined />,
      value: dashboard?.metrics.total,
      note: 'Being tracked',
    },
  ];
  return (
    <Row gutter={[16, 16]}>
      {figures.map((figure) => (
        <Col key={figure.title} xs={24} sm={12} xl={6}>
          <SummaryCard failed={failed} title={figure.title} icon={figure.icon} value={figure.value}>
            {figure.note}
          </SummaryCard>
        </Col>
      ))}
    </Row>
  );
}
