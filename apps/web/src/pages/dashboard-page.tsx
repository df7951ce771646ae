import { Flex } from 'antd';
import { PageHeader } from '../components/page-header';
import { Dashboard } from '../features/dashboard/components/dashboard';
import { CompleteProfilePrompt } from '../features/members/components/complete-profile-prompt';
import { useDocumentTitle } from '../lib/use-document-title';
import { useCachedMe } from '../shared/session/use-cached-me';

export function DashboardPage() {
  useDocumentTitle('Dashboard');
  const me = useCachedMe();
  return (
    <Flex vertical gap={24}>
      <PageHeader title="Dashboard" subtitle="Objectives, initiatives, decisions and metrics at a glance." />
      {me ? <CompleteProfilePrompt me={me} /> : null}
      <Dashboard />
    </Flex>
  );
}
