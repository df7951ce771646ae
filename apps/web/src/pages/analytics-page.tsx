import { normalizeRole, REVIEWER_ROLES } from '@warroom/contracts';
import { Flex } from 'antd';
import { PageHeader } from '../components/page-header';
import { PageLoader } from '../components/page-loader';
import { PermissionNotice } from '../components/permission-notice';
import { AnalyticsDashboard } from '../features/analytics/components/analytics-dashboard';
import { useMe } from '../features/auth/hooks/use-me';
import { useDocumentTitle } from '../lib/use-document-title';

export function AnalyticsPage() {
  useDocumentTitle('Application Analytics');
  const { data: me } = useMe();
  if (!me) return <PageLoader />;
  return (
    <Flex vertical gap={24}>
      <PageHeader
        title="Application Analytics"
        subtitle="How the application pipeline is moving: volume, decisions and who is applying."
      />
      {REVIEWER_ROLES.includes(normalizeRole(me.role)) ? (
        <AnalyticsDashboard />
      ) : (
        <PermissionNotice message="You need CTO or Admin permissions to view analytics." />
      )}
    </Flex>
  );
}
