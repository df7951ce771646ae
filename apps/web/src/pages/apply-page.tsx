import { Flex, Typography } from 'antd';
import { PublicHeader } from '../components/public-header';
import { ApplyWizard } from '../features/applications/components/apply-wizard';
import { useDocumentTitle } from '../lib/use-document-title';

export function ApplyPage() {
  useDocumentTitle('Apply');
  return (
    <div className="public-page">
      <PublicHeader />
      <main className="public-main">
        <Flex vertical gap={24}>
          <div>
            <Typography.Title level={1} className="page-title">
              Apply to the War Room
            </Typography.Title>
            <Typography.Text type="secondary">
              Three short steps. Every application is read and voted on by resident CTOs.
            </Typography.Text>
          </div>
          <ApplyWizard />
        </Flex>
      </main>
    </div>
  );
}
