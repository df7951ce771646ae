import { normalizeRole, REVIEWER_ROLES, Role } from '@warroom/contracts';
import { Flex } from 'antd';
import { PageHeader } from '../components/page-header';
import { PageLoader } from '../components/page-loader';
import { PermissionNotice } from '../components/permission-notice';
import { ApplicationReview } from '../features/applications/components/review/application-review';
import { useMe } from '../features/auth/hooks/use-me';
import { useDocumentTitle } from '../lib/use-document-title';

export function ApplicationsPage() {
  useDocumentTitle('Applications');
  const { data: me } = useMe();
  if (!me) return <PageLoader />;
  const role = normalizeRole(me.role);
  return (
    <Flex vertical gap={24}>
      <PageHeader title="Applications" subtitle="Read, vote on and discuss every application to the War Room." />
      {REVIEWER_ROLES.includes(role) ? (
        <ApplicationReview currentUserId={me.id} canChangeStatus={role === Role.Admin} />
      ) : (
        <PermissionNotice message="You need CTO or Admin permissions to review applications." />
      )}
    </Flex>
  );
}
