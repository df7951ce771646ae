/** How many keys the counters hold before they first sweep out the windows that ended. */
const SWEEP_AT = 10_000;
/** The most keys held (~170 B each): past it, after a sweep, the oldest keys are dropped. */
export const WINDOW_COUNTERS_MAX = 100_000;

/**
 * Counts per key for fixed windows; a key's count is forgotten once its window ends. Memory is
 * bounded: ended windows are swept when the keys reach a threshold that doubles with what a
 * sweep left (so a sweep costs O(1) a hit, not a scan of every key on every hit), and past
 * `max` keys (a flood of distinct client addresses within one window) the oldest keys go:
 * those clients count from zero again, which a flood could also get by waiting a window.
 */
export class WindowCounters {
  private readonly counts = new Map<string, { until: number; count: number }>();
  private sweepAt = SWEEP_AT;

  constructor(private readonly max = WINDOW_COUNTERS_MAX) {}

  /** Adds `count` to the key's window (ending at `until`) and answers the window's total. */
  add(key: string, until: number, count: number, now = Date.now()): number {
    if (this.counts.size >= Math.min(this.sweepAt, this.max)) this.sweep(now);
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
    // Still full: drop the oldest tenth, so that the next sweep is as many hits away.
    const keep = Math.floor(this.max * 0.9);
    for (const key of this.counts.keys()) {
      if (this.counts.size <= keep) break;
      this.counts.delete(key);
    }
    this.sweepAt = Math.max(SWEEP_AT, this.counts.size * 2);
  }
}
