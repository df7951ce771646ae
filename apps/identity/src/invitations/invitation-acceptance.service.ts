import { randomUUID } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { EntityManager, UniqueConstraintViolationException } from '@mikro-orm/postgresql';
import {
  ACCOUNT_EXISTS,
  DomainError,
  ErrorCode,
  EventTypes,
  InvitationStatus,
  invitationOps,
  type LoginResult,
  type OperationInput,
} from '@warroom/contracts';
import { recordEvent } from '@warroom/messaging';
import { LinkPurpose } from '../links/link-token.entity.js';
import { supersedeLinkTokens } from '../links/link-tokens.js';
import { SessionsService } from '../sessions/sessions.service.js';
import { PasswordHasher } from '../users/password-hasher.js';
import { toUserView, User } from '../users/user.entity.js';
import { openInvitation } from './open-invitation.js';

/**
 * Accepting an invitation: the account it is for, made with the invitee's password, and a
 * session for it, in one transaction with the invitation locked, so that a link works once
 * even when it is opened twice at the same moment.
 */
@Injectable()
export class InvitationAcceptanceService {
  constructor(
    private readonly em: EntityManager,
    private readonly hasher: PasswordHasher,
    private readonly sessions: SessionsService,
  ) {}

  async accept({ params, body, client }: OperationInput<typeof invitationOps.accept>): Promise<LoginResult> {
    const passwordHash = await this.hasher.hash(body.password);
    try {
      return await this.em.transactional(async (em) => {
        const { invitation } = await openInvitation(em, params.token, { lock: true });
        if ((await em.count(User, { email: invitation.email })) > 0) {
          throw new DomainError(ErrorCode.Conflict, ACCOUNT_EXISTS);
        }
        const now = new Date();
        const user = em.create(User, {
          id: randomUUID(),
          name: body.name?.trim() || invitation.name,
          email: invitation.email,
          role: invitation.role,
          passwordHash,
          createdAt: now,
          updatedAt: now,
          // An applicant starts with what their accepted application said (PRODUCT.md section 16).
          ...invitation.profile,
          stageSince: invitation.profile?.stage ? now.toISOString().slice(0, 10) : null,
          // Their first sign-in offers 'Complete your profile' (PRODUCT.md section 16).
          profilePrompt: true,
        });
        em.persist(user);
        invitation.status = InvitationStatus.Accepted;
        invitation.acceptedAt = now;
        invitation.userId = user.id;
        await supersedeLinkTokens(em, LinkPurpose.Invitation, invitation.id, now);
        const actor = { id: user.id, email: user.email };
        recordEvent(em, {
          type: EventTypes.userCreated,
          actor,
          entity: `User:${user.id}`,
          data: { email: user.email, name: user.name, role: user.role, reason: 'accepted an invitation' },
        });
        recordEvent(em, {
          type: EventTypes.invitationAccepted,
          actor,
          entity: `Invitation:${invitation.id}`,
          data: { email: user.email, role: user.role, userId: user.id },
        });
        const session = this.sessions.open(em, user);
        recordEvent(em, {
          type: EventTypes.login,
          actor,
          entity: `User:${user.id}`,
          data: { clientAddress: client.address },
        });
        await em.flush();
        return { user: toUserView(user), sessionId: session.id, expiresAt: session.expiresAt.toISOString() };
      });
    } catch (error) {
      if (error instanceof UniqueConstraintViolationException)
        throw new DomainError(ErrorCode.Conflict, ACCOUNT_EXISTS);
      throw error;
    }
  }
}
