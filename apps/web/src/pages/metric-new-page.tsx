import { Flex } from 'antd';
import { PageHeader } from '../components/page-header';
import { PageLoader } from '../components/page-loader';
import { WritePermissionNotice } from '../components/write-permission-notice';
import { useCanWrite } from '../features/auth/hooks/use-can-write';
import { useMe } from '../features/auth/hooks/use-me';
import { NewMetric } from '../features/metrics/components/new-metric';
import { useDocumentTitle } from '../lib/use-document-title';

export function MetricNewPage() {
  useDocumentTitle('New Metric');
  const { data: me } = useMe();
  const canWrite = useCanWrite();
  if (!me) return <PageLoader />;
  if (canWrite) return <NewMetric />;
  return (
    <Flex vertical gap={24}>
      <PageHeader title="New Metric" />
      <WritePermissionNotice what="metrics" />
    </Flex>
  );
}
