import { type Invitation, InvitationStatus } from '@warroom/contracts';
import { Card } from 'antd';
import type { BadgeColor } from '../../../shared/theme/badge-colors';
import { PagedTable } from '../../../components/paged-table';
import type { RecordColumn } from '../../../components/record-column';
import { SolidTag } from '../../../shared/theme/solid-tag';
import { formatDate } from '../../../lib/format-date';
import { useResendInvitation, useRevokeInvitation } from '../hooks/use-invitation-writes';
import { useInvitations } from '../hooks/use-invitations';
import { InvitationActions } from './invitation-actions';
import { RoleTag } from './role-tag';

const STATUS_COLORS: Record<InvitationStatus, BadgeColor> = {
  [InvitationStatus.Pending]: 'blue',
  [InvitationStatus.Accepted]: 'green',
  [InvitationStatus.Expired]: 'grey',
  [InvitationStatus.Revoked]: 'red',
};

type RowActions = Omit<Parameters<typeof InvitationActions>[0], 'invitation' | 'busy'> & {
  busyOf: (id: string) => 'resend' | 'revoke' | undefined;
};

/** An email that may break after its '@' too, so that the eight columns fit the card. */
function email(address: string) {
  const at = address.indexOf('@') + 1;
  return (
    <>
      {address.slice(0, at)}
      <wbr />
      {address.slice(at)}
    </>
  );
}

function columns({ busyOf, onResend, onRevoke }: RowActions): RecordColumn<Invitation>[] {
  return [
    { title: 'Email', dataIndex: 'email', key: 'email', render: email },
    { title: 'Name', dataIndex: 'name', key: 'name', render: (name: string | null) => name || 'N/A' },
    { title: 'Role', dataIndex: 'role', key: 'role', render: (role: string) => <RoleTag role={role} /> },
    {
      title: 'Status',
      dataIndex: 'status',
      key: 'status',
      render: (status: InvitationStatus) => <SolidTag color={STATUS_COLORS[status]}>{status}</SolidTag>,
    },
    {
      title: 'Invited by',
      dataIndex: 'invitedBy',
      key: 'invitedBy',
      render: (invitedBy: Invitation['invitedBy']) => (invitedBy ? email(invitedBy.email) : 'System'),
    },
    { title: 'Created', dataIndex: 'createdAt', key: 'createdAt', render: formatDate },
    { title: 'Expires', dataIndex: 'expiresAt', key: 'expiresAt', render: formatDate },
    {
      title: 'Actions',
      key: 'actions',
      card: 'actions',
      render: (_: unknown, invitation: Invitation) => (
        <InvitationActions
          invitation={invitation}
          busy={busyOf(invitation.id)}
          onResend={onResend}
          onRevoke={onRevoke}
        />
      ),
    },
  ];
}

/**
 * 'Invitations': who was invited (by an admin, or as an accepted applicant), newest first, a
 * page at a time; an open one may be sent again or revoked.
 */
export function InvitationsCard() {
  const invitations = useInvitations();
  const resend = useResendInvitation();
  const revoke = useRevokeInvitation();
  const busyOf = (id: string) => {
    if (resend.isPending && resend.variables === id) return 'resend';
    return revoke.isPending && revoke.variables === id ? 'revoke' : undefined;
  };
  return (
    <Card title={<h2 className="card-heading">Invitations</h2>}>
      <PagedTable
        list={invitations}
        label="Invitations"
        size="small"
        noun="invitations"
        columns={columns({ busyOf, onResend: resend.mutate, onRevoke: revoke.mutate })}
        emptyText="No invitations yet"
      />
    </Card>
  );
}
