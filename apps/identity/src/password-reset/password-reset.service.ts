import { Inject, Injectable } from '@nestjs/common';
import { EntityManager, LockMode } from '@mikro-orm/postgresql';
import {
  DomainError,
  ErrorCode,
  EventTypes,
  passwordResetOps,
  RESET_LINK_INVALID,
  RESET_NOT_FOUND,
  RESET_REQUESTED,
  type OperationInput,
} from '@warroom/contracts';
import { recordEvent } from '@warroom/messaging';
import { AttemptKind } from '../auth/password-attempt.entity.js';
import { PasswordThrottle } from '../auth/password-throttle.js';
import { IDENTITY_OPTIONS, type IdentityOptions } from '../identity-options.js';
import { LinkPurpose } from '../links/link-token.entity.js';
import { findLinkToken, supersedeLinkTokens } from '../links/link-tokens.js';
import { SessionNotices } from '../sessions/session-notices.js';
import { SessionsService } from '../sessions/sessions.service.js';
import { expiringGrant } from '../users/expiring-grant.js';
import { PasswordHasher } from '../users/password-hasher.js';
import { normalizeEmail, User } from '../users/user.entity.js';
import { PasswordReset } from './password-reset.entity.js';
import { endResetLinks } from './reset-links.js';

/**
 * Password reset by email. Asking always gets the same answer, whether or not an active
 * account has the email (nothing to enumerate), and is limited per email and per address;
 * the email goes out from the `user.password_reset_requested` event. Resetting ends every
 * session of the account.
 */
@Injectable()
export class PasswordResetService {
  constructor(
    private readonly em: EntityManager,
    private readonly hasher: PasswordHasher,
    private readonly sessions: SessionsService,
    private readonly throttle: PasswordThrottle,
    private readonly notices: SessionNotices,
    @Inject(IDENTITY_OPTIONS) private readonly options: IdentityOptions,
  ) {}

  async request({ body, client }: OperationInput<typeof passwordResetOps.forgot>): Promise<{ message: string }> {
    const email = normalizeEmail(body.email);
    const attempt = { kind: AttemptKind.PasswordReset, email, clientAddress: client.address };
    await this.em.transactional(async (em) => {
      await this.throttle.begin(em, attempt);
      // Every request counts against the limits, for an unknown email as for a known one.
      this.throttle.record(em, attempt, false);
      const user = await em.findOne(User, { email, active: true });
      if (!user) return;
      const reset = em.create(PasswordReset, expiringGrant(user, this.options.resetTtlMs));
      em.persist(reset);
      recordEvent(em, {
        type: EventTypes.passwordResetRequested,
        actor: null,
        entity: `User:${user.id}`,
        data: { resetId: reset.id, clientAddress: client.address },
      });
    });
    return { message: RESET_REQUESTED };
  }

  async reset({ body }: OperationInput<typeof passwordResetOps.reset>): Promise<null> {
    const passwordHash = await this.hasher.hash(body.password);
    const userId = await this.em.transactional(async (em) => {
      const link = await findLinkToken(em, LinkPurpose.PasswordReset, body.token);
      if (!link) throw new DomainError(ErrorCode.NotFound, RESET_NOT_FOUND);
      const reset = await em.findOne(
        PasswordReset,
        { id: link.subjectId },
        { populate: ['user'], lockMode: LockMode.PESSIMISTIC_WRITE },
      );
      if (!reset) throw new DomainError(ErrorCode.NotFound, RESET_NOT_FOUND);
      const now = new Date();
      const usable = !reset.usedAt && !link.supersededAt && reset.expiresAt > now && reset.user.active;
      if (!usable) throw new DomainError(ErrorCode.Gone, RESET_LINK_INVALID);
      const user = reset.user;
      reset.usedAt = now;
      await supersedeLinkTokens(em, LinkPurpose.PasswordReset, reset.id, now);
      // Every other reset of the account stops working too: the password they were for is gone.
      await endResetLinks(em, user.id, now);
      await em.nativeUpdate(User, { id: user.id }, { passwordHash, updatedAt: now });
      const ended = await this.sessions.revokeAllOf(em, user.id, 'password_reset');
      recordEvent(em, {
        type: EventTypes.passwordReset,
        actor: { id: user.id, email: user.email },
        entity: `User:${user.id}`,
        data: { sessionsEnded: ended },
      });
      return user.id;
    });
    this.notices.changed(userId);
    return null;
  }
}
