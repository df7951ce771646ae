/** How many keys the counters hold before they sweep out the windows that ended. */
const SWEEP_AT = 10_000;

/** Counts per key for fixed windows; a key's count is forgotten once its window ends. */
export class WindowCounters {
  private readonly counts = new Map<string, { until: number; count: number }>();

  /** Adds `count` to the key's window (ending at `until`) and answers the window's total. */
  add(key: string, until: number, count: number, now = Date.now()): number {
    if (this.counts.size >= SWEEP_AT) this.sweep(now);
    const entry = this.counts.get(key);
    if (!entry || entry.until <= now) {
      if (until <= now) return 0;
      this.counts.set(key, { until, count });
      return count;
    }
    entry.count += count;
    return entry.count;
  }

  get size(): number {
    return this.counts.size;
  }

  private sweep(now: number): void {
    for (const [key, entry] of this.counts) if (entry.until <= now) this.counts.delete(key);
  }
}
