import { UserAddOutlined } from '@ant-design/icons';
import type { User } from '@warroom/contracts';
import { Button, Card, type TableColumnsType, Tag } from 'antd';
import { SolidTag } from '../../../components/solid-tag';
import { useState } from 'react';
import { ListLoadError, ListPager } from '../../../components/list-pager';
import { PageLoader } from '../../../components/page-loader';
import { RecordTable } from '../../../components/record-table';
import { formatDate } from '../../../lib/format-date';
import type { UpdateUserRequest } from '../api';
import { useUpdateUser } from '../hooks/use-update-user';
import { useUsers } from '../hooks/use-users';
import { CreateUserModal } from './create-user-modal';
import { RoleTag } from './role-tag';
import { UserActions } from './user-actions';

function columns(
  saving: UpdateUserRequest | undefined,
  onUpdate: (r: UpdateUserRequest) => void,
): TableColumnsType<User> {
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
      render: (_: unknown, user: User) => (
        <UserActions user={user} saving={saving?.id === user.id ? saving.changes : undefined} onUpdate={onUpdate} />
      ),
    },
  ];
}

/** 'Users & Roles': the users a page at a time, creating one, changing a role, deactivating. */
export function UsersCard() {
  const users = useUsers();
  const update = useUpdateUser();
  const [creating, setCreating] = useState(false);
  const saving = update.isPending ? update.variables : undefined;

  return (
    <Card
      title={<h2 className="card-heading">Users &amp; Roles</h2>}
      extra={
        <Button type="primary" icon={<UserAddOutlined aria-hidden />} onClick={() => setCreating(true)}>
          Create User
        </Button>
      }
    >
      {users.isPending ? <PageLoader label="Loading users..." /> : null}
      <ListLoadError list={users} title="Could not load users" />
      {users.data ? (
        <>
          <RecordTable
            label="Users"
            columns={columns(saving, (request) => update.mutate(request))}
            rows={users.data.items}
            emptyText="No users found"
          />
          <ListPager list={users} noun="users" />
        </>
      ) : null}
      <CreateUserModal open={creating} onClose={() => setCreating(false)} />
    </Card>
  );
}
