import { Inject, Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import { DomainError, ErrorCode, type SessionUser } from '@warroom/contracts';
import { IDENTITY_OPTIONS, type IdentityOptions } from '../identity-options.js';
import { expiringGrant } from '../users/expiring-grant.js';
import { kyselyOf } from '@warroom/persistence';
import { sql } from 'kysely';
import type { IdentityDb } from '../orm.js';
import { toUserView, USER_VIEW_COLUMNS, type User } from '../users/user.entity.js';
import { Session } from './session.entity.js';

export type RevokeReason = 'logout' | 'password_changed' | 'password_reset' | 'deactivated';

@Injectable()
export class SessionsService {
  constructor(
    private readonly em: EntityManager,
    @Inject(IDENTITY_OPTIONS) private readonly options: IdentityOptions,
  ) {}

  /** A new session for every login (no fixation: an old cookie never becomes valid again). */
  open(em: EntityManager, user: User): Session {
    const session = em.create(Session, expiringGrant(user, this.options.sessionTtlMs));
    em.persist(session);
    return session;
  }

  /** The user behind a live session, as the database says now (role, active, theme). */
  async verify(sessionId: string): Promise<SessionUser> {
    // One indexed join of plain rows: the gateway asks this for every session it has not seen.
    const row = await kyselyOf<IdentityDb>(this.em)
      .selectFrom('Session as s')
      .innerJoin('User as u', 'u.id', 's.user')
      .select([...USER_VIEW_COLUMNS.map((column) => `u.${column}` as const), 'u.profilePrompt'])
      .where('s.id', '=', sessionId)
      .where('s.revokedAt', 'is', null)
      .where('s.expiresAt', '>', sql<Date>`now()`)
      .where('u.active', '=', true)
      .executeTakeFirst();
    if (!row) throw new DomainError(ErrorCode.Unauthenticated, 'Not signed in');
    return { ...toUserView(row), completeProfile: row.profilePrompt };
  }

  /** Ends a live session; answers whether it was live (0 or 1). */
  async revoke(em: EntityManager, sessionId: string, reason: RevokeReason): Promise<number> {
    return em.nativeUpdate(
      Session,
      { id: sessionId, revokedAt: null },
      { revokedAt: new Date(), revokedReason: reason },
    );
  }

  async revokeAllOf(em: EntityManager, userId: string, reason: RevokeReason, except?: string): Promise<number> {
    return em.nativeUpdate(
      Session,
      { user: userId, revokedAt: null, ...(except ? { id: { $ne: except } } : {}) },
      { revokedAt: new Date(), revokedReason: reason },
    );
  }
}
