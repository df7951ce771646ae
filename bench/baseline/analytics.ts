/**
 * The analytics read of the bare baseline: the same statements as the applications service
 * (counters, two 30-day windows from the day counters and their partial ends), added up here
 * without the framework.
 */
import { analyticsFigures, type ApplicationAnalytics } from '@warroom/contracts';
import { windowParts } from '@warroom/persistence';
import type { Pool } from 'pg';

const DAY_MS = 24 * 3600_000;

type CounterRow = { dimension: string; key: string; count: string };

async function submittedWithin(applications: Pool, from: Date, to: Date): Promise<number> {
  const parts = windowParts(from, to);
  const counts = await Promise.all([
    parts.days
      ? applications.query<{ n: string | null }>(
          'select sum(count) as n from application_counters where dimension = $1 and key >= $2 and key <= $3',
          ['day', parts.days[0], parts.days[1]],
        )
      : null,
    parts.head
      ? applications.query<{ n: string }>(
          'select count(*) as n from applications where submitted_at > $1 and submitted_at < $2',
          [...parts.head],
        )
      : null,
    parts.tail
      ? applications.query<{ n: string }>(
          `select count(*) as n from applications where submitted_at ${parts.head ? '>=' : '>'} $1 and submitted_at <= $2`,
          [...parts.tail],
        )
      : null,
  ]);
  return counts.reduce((sum, result) => sum + Number(result?.rows[0]?.n ?? 0), 0);
}

export async function analytics(applications: Pool): Promise<ApplicationAnalytics> {
  const now = new Date();
  const monthAgo = new Date(now.getTime() - 30 * DAY_MS);
  const [{ rows: counters }, lastMonth, previousMonth] = await Promise.all([
    applications.query<CounterRow>(
      'select dimension, key, count from application_counters where count > $1 and dimension <> $2',
      [0, 'day'],
    ),
    submittedWithin(applications, monthAgo, now),
    submittedWithin(applications, new Date(now.getTime() - 60 * DAY_MS), monthAgo),
  ]);
  return analyticsFigures({
    counters: counters.map((c) => ({ dimension: c.dimension, key: c.key, count: Number(c.count) })),
    lastMonth,
    previousMonth,
  });
}
