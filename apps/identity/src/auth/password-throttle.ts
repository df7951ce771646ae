import { randomUUID } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import type { EntityManager } from '@mikro-orm/postgresql';
import { DomainError, ErrorCode } from '@warroom/contracts';
import { kyselyOf, lockUntilCommit } from '@warroom/persistence';
import { sql } from 'kysely';
import type { IdentityDb } from '../orm.js';
import { AttemptKind, PasswordAttempt } from './password-attempt.entity.js';

/** PRODUCT.md section 4: failures within 15 minutes. */
export const THROTTLE_WINDOW_MS = 15 * 60_000;

type Limits = {
  /** Failures per account since its last success of the same kind. */
  readonly perAccount: number;
  /** Failures per client address, whatever the account; null: not counted by address. */
  readonly perAddress: number | null;
  readonly message: string;
  /** How long an attempt counts. */
  readonly windowMs: number;
};

/**
 * Logins: 5 per email, 20 per address (PRODUCT.md section 4). A password change asks a
 * signed-in user for the current password, so it is counted per account like a login.
 */
export const THROTTLE_LIMITS: Readonly<Record<AttemptKind, Limits>> = {
  [AttemptKind.Login]: {
    perAccount: 5,
    perAddress: 20,
    message: 'Too many failed login attempts. Try again later.',
    windowMs: THROTTLE_WINDOW_MS,
  },
  [AttemptKind.PasswordChange]: {
    perAccount: 5,
    perAddress: null,
    message: 'Too many wrong current passwords. Try again later.',
    windowMs: THROTTLE_WINDOW_MS,
  },
  // PRODUCT.md section 10: 3 per email and 10 per address in an hour; every request counts.
  [AttemptKind.PasswordReset]: {
    perAccount: 3,
    perAddress: 10,
    message: 'Too many password reset requests. Try again later.',
    windowMs: 3600_000,
  },
};

/** One attempt to prove the password of the account with `email` (normalized). */
export type Attempt = { readonly kind: AttemptKind; readonly email: string; readonly clientAddress: string };

/**
 * Counts failed password attempts in the database, so every gateway and identity replica
 * sees the same count. A success clears the account's count of that kind; the address
 * count only ages out.
 */
@Injectable()
export class PasswordThrottle {
  /**
   * Holds the account's turn for this kind of attempt until `em`'s transaction ends, so that
   * parallel guesses are counted one after another and cannot overrun the limit; then throws
   * 429 with Retry-After when the account or the address has used up its attempts.
   */
  async begin(em: EntityManager, attempt: Attempt, now = new Date()): Promise<void> {
    await lockUntilCommit(em, `${attempt.kind}:${attempt.email}`);
    const limits = THROTTLE_LIMITS[attempt.kind];
    const since = new Date(now.getTime() - limits.windowMs);
    const db = kyselyOf<IdentityDb>(em);
    /** The newest failures of this kind in the window, at most `limit`: then narrowed to the account or the address. */
    const failures = (limit: number) =>
      db
        .selectFrom('PasswordAttempt')
        .select('attemptedAt')
        .where('kind', '=', attempt.kind)
        .where('succeeded', '=', false)
        .where('attemptedAt', '>', since)
        .orderBy('attemptedAt', 'desc')
        .limit(limit);
    const byAccount = await failures(limits.perAccount)
      .where('email', '=', attempt.email)
      // A success of the same kind clears the account's count.
      .where('attemptedAt', '>', (eb) =>
        eb.fn.coalesce(
          eb
            .selectFrom('PasswordAttempt as success')
            .select((success) => success.fn.max('success.attemptedAt').as('at'))
            .where('success.kind', '=', attempt.kind)
            .where('success.email', '=', attempt.email)
            .where('success.succeeded', '=', true)
            .$asScalar(),
          sql<Date>`'-infinity'`,
        ),
      )
      .execute();
    let blockedUntil = unblockTime(byAccount, limits.perAccount, limits.windowMs);
    if (limits.perAddress !== null) {
      const byAddress = await failures(limits.perAddress).where('clientAddress', '=', attempt.clientAddress).execute();
      blockedUntil = Math.max(blockedUntil, unblockTime(byAddress, limits.perAddress, limits.windowMs));
    }
    if (blockedUntil > now.getTime()) {
      throw new DomainError(ErrorCode.TooManyRequests, limits.message, {
        retryAfterSeconds: Math.max(1, Math.ceil((blockedUntil - now.getTime()) / 1000)),
      });
    }
  }

  record(em: EntityManager, attempt: Attempt, succeeded: boolean): void {
    em.persist(em.create(PasswordAttempt, { id: randomUUID(), ...attempt, succeeded, attemptedAt: new Date() }));
  }
}

/** With `limit` failures in the window, attempts resume when the oldest of them ages out. */
function unblockTime(
  failures: readonly Pick<PasswordAttempt, 'attemptedAt'>[],
  limit: number,
  windowMs: number,
): number {
  const oldest = failures[limit - 1];
  return oldest ? oldest.attemptedAt.getTime() + windowMs : 0;
}
