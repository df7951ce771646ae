import { ArrowDownOutlined, ArrowUpOutlined } from '@ant-design/icons';
import type { ApplicationAnalytics } from '@warroom/contracts';
import { Card, Col, Progress, Row, Statistic } from 'antd';
import type { ReactNode } from 'react';
import { percentText } from '../analytics-figures';

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

/** Month over month: an up arrow for growth (or none), a down arrow for a drop. */
function MonthOverMonth({ change }: { change: number }) {
  const down = change < 0;
  return (
    <span className={down ? 'trend trend--down' : 'trend trend--up'}>
      {down ? <ArrowDownOutlined aria-hidden /> : <ArrowUpOutlined aria-hidden />} {down ? '' : '+'}
      {percentText(change)} <span className="text-secondary">from last month</span>
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
