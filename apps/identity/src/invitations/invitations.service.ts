import { randomUUID } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import { EntityManager, LockMode } from '@mikro-orm/postgresql';
import {
  ACTIVE_USER_EXISTS,
  INACTIVE_USER_EXISTS,
  PENDING_INVITATION_EXISTS,
  DomainError,
  ErrorCode,
  EventTypes,
  INVITATION_NOT_FOUND,
  invitationOps,
  InvitationStatus,
  type EventPayload,
  type EventType,
  type Invitation as InvitationView,
  type InvitationPreview,
  type OperationInput,
  type Page,
  type Role,
  type ProfileFromApplication,
} from '@warroom/contracts';
import { recordEvent } from '@warroom/messaging';
import { countOf, kyselyOf, readPageOf, TOTAL_OVER_ALL } from '@warroom/persistence';
import { IDENTITY_OPTIONS, type IdentityOptions } from '../identity-options.js';
import { LinkPurpose } from '../links/link-token.entity.js';
import { supersedeLinkTokens } from '../links/link-tokens.js';
import { normalizeEmail, User } from '../users/user.entity.js';
import type { IdentityDb } from '../orm.js';
import { Invitation, INVITATION_VIEW_COLUMNS, toInvitationView, type InvitationSource } from './invitation.entity.js';
import { limitResends, livePendingInvitation, lockEmail } from './invitation-rules.js';
import { openInvitation } from './open-invitation.js';

type NewInvitation = {
  email: string;
  name: string | null;
  role: Role;
  source: InvitationSource;
  sourceKey?: string;
  invitedBy: { id: string; email: string } | null;
  applicationId?: string;
  profile?: ProfileFromApplication;
};

/**
 * Invitations (PRODUCT.md section 9): admins invite anyone with a role, an accepted applicant
 * is invited as MEMBER; resend, revoke. The email with the link goes out from the
 * `invitation.created` or `invitation.resent` event (the mail module), never in a request.
 */
@Injectable()
export class InvitationsService {
  constructor(
    private readonly em: EntityManager,
    @Inject(IDENTITY_OPTIONS) private readonly options: IdentityOptions,
  ) {}

  async create({ caller, body }: OperationInput<typeof invitationOps.create>): Promise<InvitationView> {
    return this.em.transactional(async (em) => {
      const invitation = await this.invite(em, {
        email: body.email,
        name: body.name?.trim() || null,
        role: body.role,
        source: 'admin',
        invitedBy: caller,
      });
      return toInvitationView(invitation);
    });
  }

  list({ query }: OperationInput<typeof invitationOps.list>): Promise<Page<InvitationView>> {
    const invitations = kyselyOf<IdentityDb>(this.em)
      .selectFrom('Invitation')
      .select([...INVITATION_VIEW_COLUMNS, TOTAL_OVER_ALL])
      .orderBy('createdAt', 'desc')
      .orderBy('id', 'desc');
    return readPageOf(invitations, query, toInvitationView, () => countOf(invitations));
  }

  /**
   * A new link, valid for the whole time again; the old link stops working at once. At most
   * RESENDS_PER_HOUR times an hour for one invitation (429 with Retry-After past that).
   */
  async resend({ caller, params }: OperationInput<typeof invitationOps.resend>): Promise<InvitationView> {
    return this.em.transactional(async (em) => {
      const invitation = await this.lock(em, params.id);
      if (invitation.status !== InvitationStatus.Pending) {
        throw new DomainError(ErrorCode.Conflict, `This invitation was ${invitation.status.toLowerCase()}`);
      }
      await this.refuseAccount(em, invitation.email);
      const now = new Date();
      await limitResends(em, invitation.id, now);
      await this.renew(em, caller, invitation, 'admin');
      return toInvitationView(invitation);
    });
  }

  async revoke({ caller, params }: OperationInput<typeof invitationOps.revoke>): Promise<InvitationView> {
    return this.em.transactional(async (em) => {
      const invitation = await this.lock(em, params.id);
      if (invitation.status === InvitationStatus.Accepted) {
        throw new DomainError(ErrorCode.Conflict, 'This invitation was already accepted');
      }
      // Revoking a revoked invitation changes nothing: no write, no event.
      if (invitation.status === InvitationStatus.Revoked) return toInvitationView(invitation);
      await this.revokeOne(em, caller, invitation);
      return toInvitationView(invitation);
    });
  }

  /** What a link is for, or why it no longer works (404 never issued, 410 used, expired or replaced). */
  async preview({ params }: OperationInput<typeof invitationOps.get>): Promise<InvitationPreview> {
    const { invitation } = await openInvitation(this.em, params.token);
    return {
      email: invitation.email,
      name: invitation.name ?? null,
      role: invitation.role,
      expiresAt: invitation.expiresAt.toISOString(),
    };
  }

  /**
   * The invitation of an accepted application, made once however often its event comes: the
   * event's id is its key. An applicant who already has an account is not invited; one whose
   * email has a live invitation gets that one again (a new link, in the welcome email).
   */
  async inviteApplicant(
    em: EntityManager,
    application: {
      eventId: string;
      applicationId: string;
      email: string;
      name: string;
      decidedBy: { id: string; email: string } | null;
      /** What the new member's profile starts from (PRODUCT.md section 16). */
      profile: ProfileFromApplication;
    },
  ): Promise<Invitation | null> {
    const existing = await em.findOne(Invitation, { sourceKey: application.eventId });
    if (existing) return existing;
    const email = normalizeEmail(application.email);
    await lockEmail(em, email);
    if ((await em.count(User, { email })) > 0) return null;
    const pending = await livePendingInvitation(em, email);
    if (pending) {
      pending.sourceKey ??= application.eventId;
      pending.profile = application.profile;
      await this.renew(em, application.decidedBy, pending, 'application');
      await em.flush();
      return pending;
    }
    return this.invite(em, {
      email,
      name: application.name,
      role: 'MEMBER',
      source: 'application',
      sourceKey: application.eventId,
      invitedBy: application.decidedBy,
      applicationId: application.applicationId,
      profile: application.profile,
    });
  }

  /**
   * Makes an invitation with its event. An email with a live invitation is 409 (the admin
   * resends that one: nothing is revoked silently), and so is one with an account, active or
   * not; an expired one is replaced.
   */
  private async invite(em: EntityManager, input: NewInvitation): Promise<Invitation> {
    const email = normalizeEmail(input.email);
    await lockEmail(em, email);
    await this.refuseAccount(em, email);
    if (await livePendingInvitation(em, email)) throw new DomainError(ErrorCode.Conflict, PENDING_INVITATION_EXISTS);
    const expired = await em.find(Invitation, { email, status: InvitationStatus.Pending });
    for (const invitation of expired)
      await this.revokeOne(em, input.invitedBy, invitation, 'replaced by a new invitation');
    const invitation = em.create(Invitation, {
      id: randomUUID(),
      email,
      name: input.name,
      role: input.role,
      status: InvitationStatus.Pending,
      source: input.source,
      sourceKey: input.sourceKey ?? null,
      invitedByEmail: input.invitedBy?.email ?? null,
      profile: input.profile ?? null,
      createdAt: new Date(),
      expiresAt: this.expiry(),
    });
    em.persist(invitation);
    this.record(em, input.invitedBy, EventTypes.invitationCreated, invitation, {
      email,
      name: invitation.name ?? null,
      role: invitation.role,
      source: input.source,
      ...(input.applicationId ? { applicationId: input.applicationId } : {}),
    });
    await em.flush();
    return invitation;
  }

  private async revokeOne(
    em: EntityManager,
    actor: { id: string; email: string } | null,
    invitation: Invitation,
    reason?: string,
  ): Promise<void> {
    invitation.status = InvitationStatus.Revoked;
    await supersedeLinkTokens(em, LinkPurpose.Invitation, invitation.id);
    this.record(em, actor, EventTypes.invitationRevoked, invitation, {
      email: invitation.email,
      ...(reason ? { reason } : {}),
    });
  }

  private record<T extends EventType>(
    em: EntityManager,
    actor: { id: string; email: string } | null,
    type: T,
    invitation: Invitation,
    data: EventPayload<T>,
  ): void {
    recordEvent(em, {
      type,
      actor: actor ? { id: actor.id, email: actor.email } : null,
      entity: `Invitation:${invitation.id}`,
      data,
    });
  }

  /** An email with an account is not invited: 409 whether it is active or deactivated (reactivate it instead). */
  private async refuseAccount(em: EntityManager, email: string): Promise<void> {
    const user = await em.findOne(User, { email: normalizeEmail(email) }, { fields: ['active'] });
    if (user) throw new DomainError(ErrorCode.Conflict, user.active ? ACTIVE_USER_EXISTS : INACTIVE_USER_EXISTS);
  }

  /** The invitation sent again: a new expiry, its old link superseded, and the event whose email carries the new one. */
  private async renew(
    em: EntityManager,
    actor: { id: string; email: string } | null,
    invitation: Invitation,
    source: InvitationSource,
  ): Promise<void> {
    invitation.expiresAt = this.expiry();
    em.persist(invitation);
    await supersedeLinkTokens(em, LinkPurpose.Invitation, invitation.id);
    this.record(em, actor, EventTypes.invitationResent, invitation, { email: invitation.email, source });
  }

  private expiry(): Date {
    return new Date(Date.now() + this.options.inviteTtlMs);
  }

  private async lock(em: EntityManager, id: string): Promise<Invitation> {
    const invitation = await em.findOne(Invitation, { id }, { lockMode: LockMode.PESSIMISTIC_WRITE });
    if (!invitation) throw new DomainError(ErrorCode.NotFound, INVITATION_NOT_FOUND);
    return invitation;
  }
}
