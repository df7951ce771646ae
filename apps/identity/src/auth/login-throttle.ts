import { randomUUID } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import type { EntityManager } from '@mikro-orm/postgresql';
import { DomainError, ErrorCode } from '@warroom/contracts';
import { LoginAttempt } from './login-attempt.entity.js';

/** PRODUCT.md section 4: 5 failures per email or 20 per address within 15 minutes. */
export const THROTTLE_WINDOW_MS = 15 * 60_000;
export const MAX_FAILURES_PER_EMAIL = 5;
export const MAX_FAILURES_PER_ADDRESS = 20;

/**
 * Counts failed logins in the database, so every gateway and identity replica sees
 * the same count. A success clears the email's count; the address count only ages out.
 */
@Injectable()
export class LoginThrottle {
  /** Throws 429 with Retry-After when the email or the address used up its attempts. */
  async check(em: EntityManager, email: string, clientAddress: string, now = new Date()): Promise<void> {
    const since = new Date(now.getTime() - THROTTLE_WINDOW_MS);
    const byEmail = await em.execute<{ attempted_at: Date }[]>(
      `select attempted_at from login_attempts
        where email = ? and not succeeded and attempted_at > ?
          and attempted_at > coalesce((select max(attempted_at) from login_attempts where email = ? and succeeded), '-infinity')
        order by attempted_at desc limit ?`,
      [email, since, email, MAX_FAILURES_PER_EMAIL],
    );
    const byAddress = await em.execute<{ attempted_at: Date }[]>(
      `select attempted_at from login_attempts
        where client_address = ? and not succeeded and attempted_at > ?
        order by attempted_at desc limit ?`,
      [clientAddress, since, MAX_FAILURES_PER_ADDRESS],
    );
    const blockedUntil = Math.max(
      unblockTime(byEmail, MAX_FAILURES_PER_EMAIL),
      unblockTime(byAddress, MAX_FAILURES_PER_ADDRESS),
    );
    if (blockedUntil > now.getTime()) {
      throw new DomainError(ErrorCode.TooManyRequests, 'Too many failed login attempts. Try again later.', {
        retryAfterSeconds: Math.max(1, Math.ceil((blockedUntil - now.getTime()) / 1000)),
      });
    }
  }

  record(em: EntityManager, email: string, clientAddress: string, succeeded: boolean): void {
    em.persist(em.create(LoginAttempt, { id: randomUUID(), email, clientAddress, succeeded, attemptedAt: new Date() }));
  }
}

/** With `limit` failures in the window, attempts resume when the oldest of them ages out. */
function unblockTime(failures: { attempted_at: Date }[], limit: number): number {
  const oldest = failures[limit - 1];
  return oldest ? new Date(oldest.attempted_at).getTime() + THROTTLE_WINDOW_MS : 0;
}
