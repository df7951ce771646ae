import { CheckCircleFilled } from '@ant-design/icons';
import { Card, Flex, Typography } from 'antd';
import { applicationStatusUrl, ROUTES } from '../../../app/routes';
import { LinkButton } from '../../../components/link-button';

/** The fourth view of the wizard: the new application id and where to go next. */
export function ApplicationSubmitted({ id }: { id: string }) {
  return (
    <Card>
      <Flex vertical align="center" gap={16} style={{ textAlign: 'center' }}>
        <CheckCircleFilled className="success-icon" aria-hidden />
        <Typography.Title level={2} style={{ margin: 0 }} tabIndex={-1} id="apply-confirmation-title">
          Application Submitted
        </Typography.Title>
        <Typography.Paragraph type="secondary" style={{ maxWidth: 520, marginBottom: 0 }}>
          Thank you for applying. Our resident CTOs will review your application and vote on it. Keep your application
          ID: it is the only key to your status.
        </Typography.Paragraph>
        <div>
          <Typography.Text type="secondary">Your application ID</Typography.Text>
          <Typography.Paragraph copyable className="application-id" style={{ marginBottom: 0 }}>
            {id}
          </Typography.Paragraph>
        </div>
        <Flex wrap gap={12} justify="center">
          <LinkButton type="primary" to={applicationStatusUrl(id)}>
            Check Application Status
          </LinkButton>
          <LinkButton to={ROUTES.landing}>Back to Home</LinkButton>
        </Flex>
      </Flex>
    </Card>
  );
}
