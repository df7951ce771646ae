import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import {
  DomainError,
  ErrorCode,
  EventTypes,
  identityOps,
  type OperationInput,
  type LoginResult,
} from '@warroom/contracts';
import { recordEvent } from '@warroom/messaging';
import { SessionNotices } from '../sessions/session-notices.js';
import { SessionsService } from '../sessions/sessions.service.js';
import { PasswordHasher } from '../users/password-hasher.js';
import { normalizeEmail, toUserView, User } from '../users/user.entity.js';
import { AttemptKind } from './password-attempt.entity.js';
import { PasswordThrottle } from './password-throttle.js';

export const INVALID_CREDENTIALS = 'Invalid credentials';

@Injectable()
export class AuthService {
  constructor(
    private readonly em: EntityManager,
    private readonly hasher: PasswordHasher,
    private readonly sessions: SessionsService,
    private readonly throttle: PasswordThrottle,
    private readonly notices: SessionNotices,
  ) {}

  /**
   * Checks the password and opens a session. An unknown email, a wrong password and a
   * deactivated account fail alike, in about the same time, with the same message.
   */
  async login({ body, client }: OperationInput<typeof identityOps.login>): Promise<LoginResult> {
    const email = normalizeEmail(body.email);
    const attempt = { kind: AttemptKind.Login, email, clientAddress: client.address };
    const result = await this.em.transactional(async (em) => {
      await this.throttle.begin(em, attempt);

      const user = await em.findOne(User, { email }, { populate: ['passwordHash'] });
      const passwordOk = await this.hasher.verify(user?.passwordHash ?? null, body.password);
      const succeeded = passwordOk && user !== null && user.active;
      this.throttle.record(em, attempt, succeeded);

      if (!succeeded || !user) {
        recordEvent(em, {
          type: EventTypes.loginFailed,
          actor: null,
          entity: user ? `User:${user.id}` : null,
          data: { email, clientAddress: client.address },
        });
        return null;
      }
      const session = this.sessions.open(em, user);
      recordEvent(em, {
        type: EventTypes.login,
        actor: { id: user.id, email: user.email },
        entity: `User:${user.id}`,
        data: { clientAddress: client.address },
      });
      return { user: toUserView(user), sessionId: session.id, expiresAt: session.expiresAt.toISOString() };
    });
    if (!result) throw new DomainError(ErrorCode.Unauthenticated, INVALID_CREDENTIALS);
    return result;
  }

  async logout({ caller }: OperationInput<typeof identityOps.logout>): Promise<{ success: true }> {
    await this.em.transactional(async (em) => {
      // A session that another logout ended meanwhile is not ended twice.
      if ((await this.sessions.revoke(em, caller.sessionId, 'logout')) === 0) return;
      recordEvent(em, {
        type: EventTypes.logout,
        actor: { id: caller.id, email: caller.email },
        entity: `User:${caller.id}`,
        data: {},
      });
    });
    this.notices.changed(caller.id);
    return { success: true };
  }
}
