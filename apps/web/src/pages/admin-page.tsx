import { Role } from '@warroom/contracts';
import { AuditLogCard } from '../features/admin/components/audit-log-card';
import { InvitationsCard } from '../features/admin/components/invitations-card';
import { UsersCard } from '../features/admin/components/users-card';
import { RolePage } from '../shared/session/role-page';

const ADMINS = [Role.Admin];

export function AdminPage() {
  return (
    <RolePage
      title="Admin"
      subtitle="Users, their roles, invitations, and everything that changed."
      roles={ADMINS}
      refusal="You need Admin permissions to manage users and read the audit log."
    >
      {() => (
        <>
          <UsersCard />
          <InvitationsCard />
          <AuditLogCard />
        </>
      )}
    </RolePage>
  );
}
