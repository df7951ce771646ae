import type { EntityName } from '@mikro-orm/core';
import { Entity, Index, Property } from '@mikro-orm/decorators/legacy';
import {
  InvitationStatus,
  type Invitation as InvitationView,
  type ProfileFromApplication,
  type Role,
} from '@warroom/contracts';
import { CreatedEntity } from '@warroom/persistence';

/** Where an invitation came from. */
export type InvitationSource = 'admin' | 'application';

/** The status an invitation keeps; EXPIRED is a PENDING one past its expiry, worked out when read. */
export type StoredInvitationStatus =
  typeof InvitationStatus.Pending | typeof InvitationStatus.Accepted | typeof InvitationStatus.Revoked;

/**
 * An invitation to make an account with a role (PRODUCT.md section 9). Its link's token is
 * in `link_tokens`, as a hash. One live (PENDING) invitation per email: a new one revokes it.
 */
@Entity({ tableName: 'invitations' })
@Index({ name: 'invitations_created_idx', properties: ['createdAt', 'id'] })
@Index({ name: 'invitations_email_idx', properties: ['email'] })
export class Invitation extends CreatedEntity {
  declare [EntityName]?: 'Invitation';

  /** Trimmed and lower-cased. */
  @Property({ type: 'text' }) email!: string;
  @Property({ type: 'text', nullable: true }) name?: string | null;
  @Property({ type: 'text' }) role!: Role;
  @Property({ type: 'text' }) status!: StoredInvitationStatus;
  @Property({ type: 'text' }) source!: InvitationSource;
  /** For an applicant's invitation, the id of the event that accepted the application: it is made once. */
  @Property({ type: 'text', nullable: true, unique: 'invitations_source_key_key' }) sourceKey?: string | null;
  @Property({ type: 'text', nullable: true }) invitedByEmail?: string | null;
  @Property({ type: 'timestamptz' }) expiresAt!: Date;
  @Property({ type: 'timestamptz', nullable: true }) acceptedAt?: Date | null;
  /** An applicant's profile as their accepted application gave it: the account starts with it. */
  @Property({ type: 'jsonb', nullable: true }) profile?: ProfileFromApplication | null;
  /** The account it made. */
  @Property({ type: 'uuid', nullable: true }) userId?: string | null;
}

/** What a reader sees: a PENDING invitation past its expiry is EXPIRED. */
export function statusOf(invitation: Pick<Invitation, 'status' | 'expiresAt'>, now = new Date()) {
  return invitation.status === InvitationStatus.Pending && invitation.expiresAt.getTime() <= now.getTime()
    ? InvitationStatus.Expired
    : invitation.status;
}

/** What an invitation's view is made of (`toInvitationView`): the admins' list selects these. */
export const INVITATION_VIEW_COLUMNS = [
  'id',
  'email',
  'name',
  'role',
  'status',
  'createdAt',
  'expiresAt',
  'invitedByEmail',
] as const;

export function toInvitationView(
  invitation: Pick<Invitation, (typeof INVITATION_VIEW_COLUMNS)[number]>,
): InvitationView {
  return {
    id: invitation.id,
    email: invitation.email,
    name: invitation.name ?? null,
    role: invitation.role,
    status: statusOf(invitation),
    createdAt: invitation.createdAt.toISOString(),
    expiresAt: invitation.expiresAt.toISOString(),
    invitedBy: invitation.invitedByEmail ? { email: invitation.invitedByEmail } : null,
  };
}
