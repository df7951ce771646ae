import type { EntityManager } from '@mikro-orm/postgresql';
import { kyselyOf, windowParts } from '@warroom/persistence';
import type { ApplicationsDb } from '../orm.js';
import { CounterDimension } from './application-counter.entity.js';

/**
 * How many applications were submitted in (from, to]: the day counters (kept in the same
 * transaction as each submission) for the whole days, two bounded range counts for the
 * ends. So the answer costs about the same at a million applications as at ten thousand.
 */
export async function submittedWithin(em: EntityManager, from: Date, to: Date): Promise<number> {
  const db = kyselyOf<ApplicationsDb>(em);
  const parts = windowParts(from, to);
  /** Submissions between two instants (a range of the submission index), the ends as `after` and `before` say. */
  const submitted = ([start, end]: readonly [Date, Date], after: '>' | '>=', before: '<' | '<=') =>
    db
      .selectFrom('Application')
      .select((eb) => eb.fn.countAll().as('n'))
      .where('submittedAt', after, start)
      .where('submittedAt', before, end)
      .executeTakeFirst();
  const counts = await Promise.all([
    parts.days
      ? db
          .selectFrom('ApplicationCounter')
          .select((eb) => eb.fn.sum('count').as('n'))
          .where('dimension', '=', CounterDimension.Day)
          .where('key', '>=', parts.days[0])
          .where('key', '<=', parts.days[1])
          .executeTakeFirst()
      : undefined,
    parts.head ? submitted(parts.head, '>', '<') : undefined,
    parts.tail ? submitted(parts.tail, parts.head ? '>=' : '>', '<=') : undefined,
  ]);
  return counts.reduce((sum, row) => sum + Number(row?.n ?? 0), 0);
}
