import { ArrowLeftOutlined, EditOutlined } from '@ant-design/icons';
import { Card, Flex } from 'antd';
import { useParams } from 'react-router-dom';
import { LinkButton } from '../components/link-button';
import { PageLoader } from '../components/page-loader';
import { RecordLoadError } from '../components/record-load-error';
import { MemberProfile } from '../features/members/components/member-profile';
import { useMember } from '../features/members/hooks/use-member';
import { useDocumentTitle } from '../lib/use-document-title';
import { ROUTES } from '../shared/routes';
import { useCachedMe } from '../shared/session/use-cached-me';
import '../features/members/members.css';

/** /members/{id}: one profile; a hidden one is 'not found' to all but its owner and the admins. */
export function MemberDetailPage() {
  const { id = '' } = useParams();
  const me = useCachedMe();
  const member = useMember(id);
  useDocumentTitle(member.data?.name ?? 'Member');
  if (member.isPending) return <PageLoader label="Loading member..." />;
  if (member.isError) {
    return (
      <RecordLoadError what="member" error={member.error} back={ROUTES.members} onRetry={() => void member.refetch()} />
    );
  }
  return (
    <Flex vertical gap={16} className="page-narrow">
      <Flex gap={8} wrap justify="space-between">
        <LinkButton to={ROUTES.members} icon={<ArrowLeftOutlined aria-hidden />} type="link" className="member-back">
          Members
        </LinkButton>
        {me?.id === member.data.id ? (
          <LinkButton to={ROUTES.profile} icon={<EditOutlined aria-hidden />}>
            Edit profile
          </LinkButton>
        ) : null}
      </Flex>
      <Card>
        <MemberProfile member={member.data} nameLevel={1} />
      </Card>
    </Flex>
  );
}
