import { Flex } from 'antd';
import { PageHeader } from '../components/page-header';
import { Dashboard } from '../features/dashboard/components/dashboard';
import { useDocumentTitle } from '../lib/use-document-title';

export function DashboardPage() {
  useDocumentTitle('Dashboard');
  return (
    <Flex vertical gap={24}>
      <PageHeader title="Dashboard" subtitle="Objectives, initiatives, decisions and metrics at a glance." />
      <Dashboard />
    </Flex>
  );
}
