import type { ApplicationAnalytics } from '@warroom/contracts';
import { Card, Col, Row, Statistic } from 'antd';
import { useApplicationAnalytics } from '../hooks/use-application-analytics';

const COUNTS: readonly { title: string; value: (a: ApplicationAnalytics) => number }[] = [
  { title: 'Total', value: (a) => a.total },
  { title: 'Submitted', value: (a) => a.byStatus.SUBMITTED },
  { title: 'In Review', value: (a) => a.byStatus.UNDER_REVIEW },
  { title: 'Voting', value: (a) => a.byStatus.VOTING },
  { title: 'Accepted', value: (a) => a.byStatus.ACCEPTED },
  { title: 'Rejected', value: (a) => a.byStatus.REJECTED },
];

/** The six counts, from the analytics answer (constant size) rather than from the list. */
export function ApplicationCounts() {
  const analytics = useApplicationAnalytics();
  return (
    <section aria-label="Application counts">
      <Row gutter={[12, 12]}>
        {COUNTS.map((count) => (
          <Col key={count.title} xs={12} sm={8} lg={4}>
            <Card size="small">
              <Statistic
                title={count.title}
                value={analytics.data ? count.value(analytics.data) : analytics.isError ? '–' : undefined}
                loading={analytics.isPending}
              />
            </Card>
          </Col>
        ))}
      </Row>
    </section>
  );
}
