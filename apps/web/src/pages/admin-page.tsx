import { normalizeRole, Role } from '@warroom/contracts';
import { Flex } from 'antd';
import { PageHeader } from '../components/page-header';
import { PageLoader } from '../components/page-loader';
import { PermissionNotice } from '../components/permission-notice';
import { AuditLogCard } from '../features/admin/components/audit-log-card';
import { UsersCard } from '../features/admin/components/users-card';
import { useMe } from '../features/auth/hooks/use-me';
import { useDocumentTitle } from '../lib/use-document-title';

export function AdminPage() {
  useDocumentTitle('Admin');
  const { data: me } = useMe();
  if (!me) return <PageLoader />;
  return (
    <Flex vertical gap={24}>
      <PageHeader title="Admin" subtitle="Users, their roles, and everything that changed." />
      {normalizeRole(me.role) === Role.Admin ? (
        <>
          <UsersCard />
          <AuditLogCard />
        </>
      ) : (
        <PermissionNotice message="You need Admin permissions to manage users and read the audit log." />
      )}
    </Flex>
  );
}
