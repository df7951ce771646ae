import type { Invitation as InvitationView, Role } from '@warroom/contracts';
import { isoOf } from '@warroom/persistence';
import { statusOf, type StoredInvitationStatus } from './invitation.entity.js';

/** What the admins' list reads: plain rows, no managed entities. */
export const INVITATION_COLUMNS = 'id, email, name, role, status, created_at, expires_at, invited_by_email';

type InvitationRow = {
  id: string;
  email: string;
  name: string | null;
  role: Role;
  status: StoredInvitationStatus;
  created_at: Date;
  expires_at: Date;
  invited_by_email: string | null;
};

export function invitationRowView(row: InvitationRow): InvitationView {
  const expiresAt = new Date(row.expires_at);
  return {
    id: row.id,
    email: row.email,
    name: row.name,
    role: row.role,
    status: statusOf({ status: row.status, expiresAt }),
    createdAt: isoOf(row.created_at),
    expiresAt: expiresAt.toISOString(),
    invitedBy: row.invited_by_email ? { email: row.invited_by_email } : null,
  };
}
