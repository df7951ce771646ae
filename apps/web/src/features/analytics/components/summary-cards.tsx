import { ArrowDownOutlined, ArrowUpOutlined } from '@ant-design/icons';
import type { ApplicationAnalytics } from '@warroom/contracts';
import { Card, Col, Progress, Row, Statistic } from 'antd';
import type { ReactNode } from 'react';
import { changeDirection, changeText, percentText } from '../analytics-figures';

function SummaryCard({ title, value, children }: { title: string; value: string | number; children: ReactNode }) {
  return (
    <Col xs={24} sm={12} xl={6}>
      <Card className="summary-card">
        <Statistic title={title} value={value} />
        <div className="summary-card__note">{children}</div>
      </Card>
    </Col>
  );
}

const ARROWS = { up: <ArrowUpOutlined aria-hidden />, down: <ArrowDownOutlined aria-hidden />, none: null };

/** Month over month: an up arrow for growth, a down arrow for a drop, none (and no colour) for no change. */
function MonthOverMonth({ change }: { change: number }) {
  const direction = changeDirection(change);
  return (
    <span className={`trend trend--${direction}`}>
      {ARROWS[direction]} {changeText(change)} <span className="text-secondary">from last month</span>
    </span>
  );
}

export function SummaryCards({ analytics }: { analytics: ApplicationAnalytics }) {
  return (
    <Row gutter={[16, 16]}>
      <SummaryCard title="Total Applications" value={analytics.total}>
        <MonthOverMonth change={analytics.monthOverMonthChange} />
      </SummaryCard>
      <SummaryCard title="Acceptance Rate" value={percentText(analytics.acceptanceRate)}>
        <Progress
          percent={analytics.acceptanceRate}
          showInfo={false}
          size="small"
          aria-label={`Acceptance rate ${percentText(analytics.acceptanceRate)}`}
        />
      </SummaryCard>
      <SummaryCard title="In Pipeline" value={analytics.inPipeline}>
        <span className="text-secondary">Awaiting decision</span>
      </SummaryCard>
      <SummaryCard title="Conversion Rate" value={percentText(analytics.conversionRate)}>
        <span className="text-secondary">Accepted + Waitlisted</span>
      </SummaryCard>
    </Row>
  );
}
