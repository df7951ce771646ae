import { randomUUID } from 'node:crypto';
import type { User } from './user.entity.js';

/**
 * The row of something a user holds for a while (a session, a password reset): a new id,
 * made now, ending `ttlMs` later.
 */
export function expiringGrant(user: User, ttlMs: number, now = new Date()) {
  return { id: randomUUID(), user, createdAt: now, expiresAt: new Date(now.getTime() + ttlMs) };
}
