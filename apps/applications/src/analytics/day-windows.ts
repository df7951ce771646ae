import type { EntityManager } from '@mikro-orm/postgresql';
import { windowParts } from '@warroom/persistence';
import { CounterDimension } from './application-counter.entity.js';

/**
 * How many applications were submitted in (from, to]: the day counters (kept in the same
 * transaction as each submission) for the whole days, two bounded range counts for the
 * ends. So the answer costs about the same at a million applications as at ten thousand.
 */
export async function submittedWithin(em: EntityManager, from: Date, to: Date): Promise<number> {
  const parts = windowParts(from, to);
  const counts = await Promise.all([
    parts.days
      ? em.execute<{ n: string | null }[]>(
          'select sum(count) as n from application_counters where dimension = ? and key >= ? and key <= ?',
          [CounterDimension.Day, parts.days[0], parts.days[1]],
        )
      : [],
    parts.head
      ? em.execute<{ n: string }[]>(
          'select count(*) as n from applications where submitted_at > ? and submitted_at < ?',
          [...parts.head],
        )
      : [],
    parts.tail
      ? em.execute<{ n: string }[]>(
          `select count(*) as n from applications where submitted_at ${parts.head ? '>=' : '>'} ? and submitted_at <= ?`,
          [...parts.tail],
        )
      : [],
  ]);
  return counts.reduce((sum, rows) => sum + Number(rows[0]?.n ?? 0), 0);
}
