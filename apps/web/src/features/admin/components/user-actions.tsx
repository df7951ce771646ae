import { ROLES, type Role, type User } from '@warroom/contracts';
import { Button, Flex, Popconfirm, Select } from 'antd';
import type { UpdateUserRequest } from '../api';

const ROLE_OPTIONS = ROLES.map((role) => ({ value: role, label: role }));

type UserActionsProps = {
  user: User;
  /** The change being saved for this user, if any. */
  saving: UpdateUserRequest['changes'] | undefined;
  onUpdate: (request: UpdateUserRequest) => void;
};

/** Change the role, deactivate or reactivate (with a confirmation). */
export function UserActions({ user, saving, onUpdate }: UserActionsProps) {
  const who = user.name || user.email;
  return (
    <Flex gap={8} align="center" wrap>
      <Select
        aria-label={`Role of ${user.email}`}
        size="small"
        value={user.role}
        options={ROLE_OPTIONS}
        loading={saving?.role !== undefined}
        disabled={saving !== undefined}
        onChange={(role: Role) => {
          if (role !== user.role) onUpdate({ id: user.id, changes: { role } });
        }}
        style={{ width: 120 }}
      />
      <Popconfirm
        title={user.active ? `Deactivate ${who}?` : `Reactivate ${who}?`}
        description={user.active ? 'They are signed out at once and can no longer sign in.' : 'They can sign in again.'}
        okText={user.active ? 'Deactivate' : 'Reactivate'}
        okButtonProps={{ danger: user.active }}
        onConfirm={() => onUpdate({ id: user.id, changes: { active: !user.active } })}
      >
        <Button
          size="small"
          danger={user.active}
          loading={saving?.active !== undefined}
          disabled={saving !== undefined}
          aria-label={`${user.active ? 'Deactivate' : 'Reactivate'} ${user.email}`}
        >
          {user.active ? 'Deactivate' : 'Reactivate'}
        </Button>
      </Popconfirm>
    </Flex>
  );
}
