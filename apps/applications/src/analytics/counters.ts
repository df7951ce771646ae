import type { EntityManager } from '@mikro-orm/postgresql';
import { kyselyOf } from '@warroom/persistence';
import type { ApplicationsDb } from '../orm.js';
import { CounterDimension } from './application-counter.entity.js';

export type CounterChange = { dimension: CounterDimension; key: string; delta: number };

/** Applies counter changes in the caller's transaction, in a fixed order (no deadlocks). */
export async function applyCounterChanges(em: EntityManager, changes: CounterChange[]): Promise<void> {
  const sorted = changes
    .filter((c) => c.delta !== 0 && c.key !== '')
    .sort((a, b) => a.dimension.localeCompare(b.dimension) || a.key.localeCompare(b.key));
  const db = kyselyOf<ApplicationsDb>(em);
  for (const change of sorted) {
    await db
      .insertInto('ApplicationCounter')
      .values({ dimension: change.dimension, key: change.key, count: change.delta })
      .onConflict((conflict) =>
        conflict
          .columns(['dimension', 'key'])
          .doUpdateSet((eb) => ({ count: eb('ApplicationCounter.count', '+', eb.ref('excluded.count')) })),
      )
      .execute();
  }
}

/** `YYYY-MM-DD` of an instant, in UTC. */
export const utcDay = (instant: Date): string => instant.toISOString().slice(0, 10);

/** What a new application adds to the counters. */
export function countersOfNew(application: {
  status: string;
  industry?: string | null;
  stage?: string | null;
  expertise: string[];
  submittedAt: Date;
}): CounterChange[] {
  const changes: CounterChange[] = [
    { dimension: CounterDimension.Status, key: application.status, delta: 1 },
    { dimension: CounterDimension.Day, key: utcDay(application.submittedAt), delta: 1 },
  ];
  if (application.industry) changes.push({ dimension: CounterDimension.Industry, key: application.industry, delta: 1 });
  if (application.stage) changes.push({ dimension: CounterDimension.Stage, key: application.stage, delta: 1 });
  for (const area of new Set(application.expertise)) {
    changes.push({ dimension: CounterDimension.Expertise, key: area, delta: 1 });
  }
  return changes;
}
