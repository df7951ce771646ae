import type { ApplicationStatusReply } from '@warroom/contracts';
import { Alert, Card, Flex, Progress, Typography } from 'antd';
import { SolidTag } from '../../../components/solid-tag';
import { STATUS_META } from '../status-meta';
import { StatusTimeline } from './status-timeline';

function progressStatus(status: ApplicationStatusReply['status']) {
  if (status === 'ACCEPTED') return 'success';
  if (status === 'REJECTED') return 'exception';
  return 'active';
}

export function ApplicationStatusCard({ application }: { application: ApplicationStatusReply }) {
  const meta = STATUS_META[application.status];
  return (
    <Card
      title={
        <Typography.Title level={2} style={{ margin: 0, fontSize: 18 }}>
          Your Application
        </Typography.Title>
      }
      extra={<SolidTag color={meta.color}>{meta.label}</SolidTag>}
    >
      <Flex vertical gap={20}>
        <Typography.Paragraph style={{ margin: 0 }}>{meta.description}</Typography.Paragraph>
        <div>
          <Typography.Text type="secondary" id="status-progress-label">
            Progress
          </Typography.Text>
          <Progress
            percent={meta.progress}
            status={progressStatus(application.status)}
            aria-labelledby="status-progress-label"
          />
        </div>
        <section aria-label="Timeline">
          <StatusTimeline application={application} />
        </section>
        {application.status === 'ACCEPTED' ? (
          <Alert
            type="success"
            showIcon
            title="Next Steps"
            description="Check your email for onboarding instructions: your welcome pack, the calendar of live sessions and your library access are on their way."
          />
        ) : null}
        {application.status === 'WAITLISTED' ? (
          <Alert
            type="info"
            showIcon
            title="You are on the waitlist"
            description="We will notify you by email when a spot opens."
          />
        ) : null}
        <div>
          <Typography.Text type="secondary">Application ID</Typography.Text>
          <Typography.Paragraph copyable className="application-id" style={{ margin: 0 }}>
            {application.id}
          </Typography.Paragraph>
        </div>
      </Flex>
    </Card>
  );
}
