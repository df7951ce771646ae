import { ROLES, type Role, type User } from '@warroom/contracts';
import { Button, Flex, Popconfirm, Select } from 'antd';
import { useState } from 'react';
import type { UpdateUserRequest } from '../api';

const ROLE_OPTIONS = ROLES.map((role) => ({ value: role, label: role }));

type UserActionsProps = {
  user: User;
  /** The change being saved for this user, if any. */
  saving: UpdateUserRequest['changes'] | undefined;
  onUpdate: (request: UpdateUserRequest) => void;
};

/**
 * The role, changed only once confirmed: a role decides what the person may see and do from
 * their next request, so a slip of the select must not change it. The select shows the role
 * chosen while the question is open; Cancel (or Escape) puts the current one back.
 */
function RoleSelect({ user, saving, onUpdate }: UserActionsProps) {
  const [chosen, setChosen] = useState<Role>();
  const who = user.name || user.email;
  const confirm = () => {
    if (chosen) onUpdate({ id: user.id, changes: { role: chosen } });
    setChosen(undefined);
  };
  return (
    <Popconfirm
      open={chosen !== undefined}
      title={`Change role of ${who} to ${chosen ?? user.role}?`}
      description="It applies from their next request."
      okText="Change Role"
      // The keyboard that chose the role confirms it: Enter takes it, Escape cancels.
      okButtonProps={{ autoFocus: true }}
      onConfirm={confirm}
      onCancel={() => setChosen(undefined)}
      onOpenChange={(open) => {
        if (!open) setChosen(undefined);
      }}
    >
      <Select
        aria-label={`Role of ${user.email}`}
        size="small"
        value={chosen ?? user.role}
        options={ROLE_OPTIONS}
        loading={saving?.role !== undefined}
        disabled={saving !== undefined}
        onChange={(role: Role) => setChosen(role === user.role ? undefined : role)}
        style={{ width: 120 }}
      />
    </Popconfirm>
  );
}

/** Change the role, deactivate or reactivate, each after a confirmation. */
export function UserActions({ user, saving, onUpdate }: UserActionsProps) {
  const who = user.name || user.email;
  return (
    <Flex gap={8} align="center" wrap>
      <RoleSelect user={user} saving={saving} onUpdate={onUpdate} />
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
