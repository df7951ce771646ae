import { Flex } from 'antd';
import { PageHeader } from '../components/page-header';
import { SessionsList } from '../features/sessions/components/sessions-list';
import { useDocumentTitle } from '../lib/use-document-title';

/** /sessions: the members' live sessions, with RSVP and the calendar file (PRODUCT.md section 20). */
export function SessionsPage() {
  useDocumentTitle('Sessions');
  return (
    <Flex vertical gap={24}>
      <PageHeader
        title="Sessions"
        subtitle="Live sessions for members: say you are going and add them to your calendar."
      />
      <SessionsList />
    </Flex>
  );
}
