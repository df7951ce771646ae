import { Flex } from 'antd';
import { PageHeader } from '../components/page-header';
import { MemberDirectory } from '../features/members/components/member-directory';
import { useDocumentTitle } from '../lib/use-document-title';

/** /members: every signed-in role finds the people in the room (PRODUCT.md section 16). */
export function MembersPage() {
  useDocumentTitle('Members');
  return (
    <Flex vertical gap={24}>
      <PageHeader
        title="Members"
        subtitle="Find the leaders in the room by what they know and what they are open to."
      />
      <MemberDirectory />
    </Flex>
  );
}
