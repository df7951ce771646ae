import { NoticedStore } from '@warroom/nats';
import type { CurrentUser } from './current-user.js';

/** How long a verified session is trusted without asking identity again: the bound if a notice is ever lost. */
export const SESSION_CACHE_TTL_MS = 30_000;
/** The most sessions held; the oldest go first. */
export const SESSION_CACHE_MAX = 20_000;
/** The most revocation notices remembered; past it, every verification still running is distrusted. */
export const SESSION_NOTICES_MAX = 20_000;

/**
 * The memory of SessionCache: sessions identity verified, by session id, dropped by their
 * user's notices (NoticedStore), bounded whatever the load. A gateway after a load of many
 * sessions holds only those of the last SESSION_CACHE_TTL_MS.
 */
export class SessionStore {
  private readonly store = new NoticedStore<CurrentUser>(
    { ttlMs: SESSION_CACHE_TTL_MS, maxEntries: SESSION_CACHE_MAX, maxNotices: SESSION_NOTICES_MAX },
    (user) => user.id,
  );

  get(sessionId: string, now = Date.now()): CurrentUser | undefined {
    return this.store.get(sessionId, now);
  }

  /**
   * Keeps a session identity verified, unless a notice about its user (or a drop of
   * everything) came after the verification started: then what identity said may already
   * be out of date, and the next request asks again.
   */
  set(user: CurrentUser, verifiedFrom: number, now = Date.now()): void {
    this.store.set(user.sessionId, user, verifiedFrom, now);
  }

  forgetUser(userId: string, now = Date.now()): void {
    this.store.forget(userId, now);
  }

  clear(now = Date.now()): void {
    this.store.clear(now);
  }

  get size(): number {
    return this.store.size;
  }

  get notices(): number {
    return this.store.notices;
  }
}
