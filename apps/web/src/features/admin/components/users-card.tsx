import { MailOutlined, UserAddOutlined } from '@ant-design/icons';
import type { User } from '@warroom/contracts';
import { Button, Card, Flex, Tag } from 'antd';
import { SolidTag } from '../../../shared/theme/solid-tag';
import { lazy, Suspense, useState } from 'react';
import { PagedTable } from '../../../components/paged-table';
import type { RecordColumn } from '../../../components/record-column';
import { formatDate } from '../../../lib/format-date';
import type { UpdateUserRequest } from '../api';
import { useUpdateUser } from '../hooks/use-update-user';
import { useUsers } from '../hooks/use-users';
import type { PersonKind } from './person-modal';
import { RoleTag } from './role-tag';
import { UserActions } from './user-actions';

// The forms, their fields and the modal: loaded when the admin first opens one.
const PersonModal = lazy(async () => ({ default: (await import('./person-modal')).PersonModal }));

function columns(
  saving: UpdateUserRequest | undefined,
  onUpdate: (r: UpdateUserRequest) => void,
): RecordColumn<User>[] {
  return [
    { title: 'Name', dataIndex: 'name', key: 'name', render: (name: string | null) => name || 'N/A' },
    { title: 'Email', dataIndex: 'email', key: 'email' },
    { title: 'Role', dataIndex: 'role', key: 'role', render: (role: string) => <RoleTag role={role} /> },
    {
      title: 'Status',
      dataIndex: 'active',
      key: 'active',
      render: (active: boolean) => (active ? <SolidTag color="green">Active</SolidTag> : <Tag>Inactive</Tag>),
    },
    { title: 'Joined', dataIndex: 'createdAt', key: 'createdAt', render: (createdAt: string) => formatDate(createdAt) },
    {
      title: 'Actions',
      key: 'actions',
      card: 'actions',
      render: (_: unknown, user: User) => (
        <UserActions user={user} saving={saving?.id === user.id ? saving.changes : undefined} onUpdate={onUpdate} />
      ),
    },
  ];
}

/**
 * 'Users & Roles': the users a page at a time, creating one or inviting someone by email,
 * changing a role, deactivating.
 */
export function UsersCard() {
  const users = useUsers();
  const update = useUpdateUser();
  // Unset until first opened; then the kind stays while the modal closes, so that its title
  // does not change under the closing animation.
  const [adding, setAdding] = useState<{ kind: PersonKind; open: boolean }>();
  const open = (kind: PersonKind) => setAdding({ kind, open: true });
  const saving = update.isPending ? update.variables : undefined;

  return (
    <Card
      title={<h2 className="card-heading">Users &amp; Roles</h2>}
      // The title keeps its width; on a phone the buttons beside it wrap instead, inside the header.
      styles={{ title: { flex: 'none' }, header: { paddingBlock: 12 } }}
      extra={
        <Flex gap={8} wrap justify="flex-end">
          <Button icon={<MailOutlined aria-hidden />} onClick={() => open('invitation')}>
            Invite
          </Button>
          <Button type="primary" icon={<UserAddOutlined aria-hidden />} onClick={() => open('user')}>
            Create User
          </Button>
        </Flex>
      }
    >
      <PagedTable
        list={users}
        label="Users"
        noun="users"
        columns={columns(saving, (request) => update.mutate(request))}
        emptyText="No users found"
      />
      {adding ? (
        <Suspense fallback={null}>
          <PersonModal {...adding} onClose={() => setAdding({ ...adding, open: false })} />
        </Suspense>
      ) : null}
    </Card>
  );
}
