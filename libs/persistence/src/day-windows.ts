/*
 * Time windows over data kept with per-day counters: the whole UTC days inside a window come
 * from the counters, the two partial days at its ends from the rows themselves.
 */
const DAY_MS = 24 * 3600_000;
const dayKey = (instant: number): string => new Date(instant).toISOString().slice(0, 10);

/**
 * A window of time (from, to] cut into what the day counters hold (the whole UTC days inside
 * it) and the two partial days at its ends, which are counted from the applications
 * themselves (one day's submissions at most each).
 */
export type WindowParts = {
  /** First and last whole day inside, `YYYY-MM-DD`; null when there is none. */
  readonly days: readonly [string, string] | null;
  /** Instants to count directly: `from < t < headEnd` and `tailStart <= t <= to`. */
  readonly head: readonly [Date, Date] | null;
  readonly tail: readonly [Date, Date] | null;
};

export function windowParts(from: Date, to: Date): WindowParts {
  const headEnd = Math.floor(from.getTime() / DAY_MS) * DAY_MS + DAY_MS;
  const tailStart = Math.floor(to.getTime() / DAY_MS) * DAY_MS;
  if (headEnd > tailStart) return { days: null, head: null, tail: [from, to] };
  return {
    days: headEnd < tailStart ? [dayKey(headEnd), dayKey(tailStart - DAY_MS)] : null,
    head: [from, new Date(headEnd)],
    tail: [new Date(tailStart), to],
  };
}
