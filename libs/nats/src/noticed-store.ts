/** The bounds of a NoticedStore. */
export type NoticedStoreLimits = {
  /** How long a value is trusted without asking again: the bound if a notice is ever lost. */
  readonly ttlMs: number;
  /** The most values held; the oldest go first. */
  readonly maxEntries: number;
  /** The most notices remembered; past it, every read still running is distrusted. */
  readonly maxNotices: number;
};

type Entry<V> = { value: V; owner: string; until: number };

/**
 * What a gateway keeps of another service's answers (verified sessions, the names the audit
 * log shows) so that a request costs no round trip, made safe by notices: the owning service
 * publishes one when what it answered changes, and `forget` drops it. A value read before a
 * notice about its owner came (or before everything was dropped) is not kept: it may already
 * be out of date. No value lives longer than `ttlMs`.
 *
 * Bounded whatever the load: values and notices are kept in the order they came (a Map keeps
 * insertion order) with one TTL for all, so what expired first is at the front and is swept
 * there, a few at a time, as new ones arrive; past the maximum the oldest goes.
 */
export class NoticedStore<V> {
  private readonly entries = new Map<string, Entry<V>>();
  /** When each owner's last notice came, and when everything was last dropped. */
  private readonly noticedAt = new Map<string, number>();
  private clearedAt = 0;

  /**
   * @param ownerOf whom a notice about this value names (a session's user); by default the
   *   key itself, so a notice drops one value without a scan.
   */
  constructor(
    private readonly limits: NoticedStoreLimits,
    private readonly ownerOf?: (value: V) => string,
  ) {}

  get(key: string, now = Date.now()): V | undefined {
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    if (entry.until <= now) {
      this.entries.delete(key);
      return undefined;
    }
    return entry.value;
  }

  /** Keeps a value read from `readFrom` on, unless a notice about its owner (or a drop of all) came since. */
  set(key: string, value: V, readFrom: number, now = Date.now()): void {
    const owner = this.ownerOf?.(value) ?? key;
    if (readFrom <= this.clearedAt || readFrom <= (this.noticedAt.get(owner) ?? 0)) return;
    this.sweepExpired(now);
    this.entries.delete(key);
    this.entries.set(key, { value, owner, until: now + this.limits.ttlMs });
    if (this.entries.size > this.limits.maxEntries) dropFirst(this.entries);
  }

  /** A notice: the owner's values are asked again, and a read of them already running is not kept. */
  forget(owner: string, now = Date.now()): void {
    this.noticedAt.delete(owner);
    this.noticedAt.set(owner, now);
    if (this.ownerOf) {
      for (const [key, entry] of this.entries) if (entry.owner === owner) this.entries.delete(key);
    } else {
      this.entries.delete(owner);
    }
    // A notice matters for as long as a read can take; older ones are forgotten.
    for (const [noticed, at] of this.noticedAt) {
      if (at >= now - this.limits.ttlMs) break;
      this.noticedAt.delete(noticed);
    }
    if (this.noticedAt.size > this.limits.maxNotices) {
      // Too many recent notices to keep: distrust every read that started before now.
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

  private sweepExpired(now: number): void {
    for (const [key, entry] of this.entries) {
      if (entry.until > now) return;
      this.entries.delete(key);
    }
  }
}

function dropFirst(map: Map<string, unknown>): void {
  const first = map.keys().next();
  if (!first.done) map.delete(first.value);
}
