import type { CurrentUser } from './current-user.js';

/** How long a verified session is trusted without asking identity again: the bound if a notice is ever lost. */
export const SESSION_CACHE_TTL_MS = 30_000;
/** The most sessions held; the oldest go first. */
export const SESSION_CACHE_MAX = 20_000;
/** The most revocation notices remembered; past it, every verification still running is distrusted. */
export const SESSION_NOTICES_MAX = 20_000;

type Entry = { user: CurrentUser; until: number };

/**
 * The memory of SessionCache, bounded whatever the load: at most SESSION_CACHE_MAX sessions
 * and SESSION_NOTICES_MAX notices, each kept in the order it came (a Map keeps insertion
 * order), so that what expired first is at the front and is swept there, a few entries at a
 * time, as new ones arrive. A gateway after a load of many sessions holds only those of the
 * last SESSION_CACHE_TTL_MS.
 */
export class SessionStore {
  private readonly entries = new Map<string, Entry>();
  /** When each user's last notice came, and when everything was last dropped: a verification started before may be stale. */
  private readonly noticedAt = new Map<string, number>();
  private clearedAt = 0;

  get(sessionId: string, now = Date.now()): CurrentUser | undefined {
    const entry = this.entries.get(sessionId);
    if (!entry) return undefined;
    if (entry.until <= now) {
      this.entries.delete(sessionId);
      return undefined;
    }
    return entry.user;
  }

  /**
   * Keeps a session identity verified, unless a notice about its user (or a drop of
   * everything) came after the verification started: then what identity said may already
   * be out of date, and the next request asks again.
   */
  set(user: CurrentUser, verifiedFrom: number, now = Date.now()): void {
    if (verifiedFrom <= this.clearedAt || verifiedFrom <= (this.noticedAt.get(user.id) ?? 0)) return;
    this.sweepExpired(now);
    this.entries.delete(user.sessionId);
    this.entries.set(user.sessionId, { user, until: now + SESSION_CACHE_TTL_MS });
    if (this.entries.size > SESSION_CACHE_MAX) dropFirst(this.entries);
  }

  forgetUser(userId: string, now = Date.now()): void {
    this.noticedAt.delete(userId);
    this.noticedAt.set(userId, now);
    for (const [sessionId, entry] of this.entries) {
      if (entry.user.id === userId) this.entries.delete(sessionId);
    }
    // A notice matters for as long as a verification can take; older ones are forgotten.
    for (const [id, at] of this.noticedAt) {
      if (at >= now - SESSION_CACHE_TTL_MS) break;
      this.noticedAt.delete(id);
    }
    if (this.noticedAt.size > SESSION_NOTICES_MAX) {
      // Too many recent notices to keep: distrust every verification that started before now.
      this.noticedAt.clear();
      this.clearedAt = now;
    }
  }

  clear(now = Date.now()): void {
    this.clearedAt = now;
    this.entries.clear();
  }

  get size(): number {
    return this.entries.size;
  }

  get notices(): number {
    return this.noticedAt.size;
  }

  /** Entries expire in the order they were set (one TTL for all): the expired ones are at the front. */
  private sweepExpired(now: number): void {
    for (const [sessionId, entry] of this.entries) {
      if (entry.until > now) return;
      this.entries.delete(sessionId);
    }
  }
}

function dropFirst(map: Map<string, unknown>): void {
  const first = map.keys().next();
  if (!first.done) map.delete(first.value);
}
