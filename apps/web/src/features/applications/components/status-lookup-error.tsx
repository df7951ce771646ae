import { Alert } from 'antd';
import { statusOf } from '../../../lib/http';

export function StatusLookupError({ error }: { error: unknown }) {
  const title = statusOf(error) === 404 ? 'Application not found' : 'Failed to fetch application status';
  return <Alert type="error" showIcon title={title} description="Please check your application ID and try again" />;
}
