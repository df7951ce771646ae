import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import { analyticsFigures, type ApplicationAnalytics } from '@warroom/contracts';
import { kyselyOf } from '@warroom/persistence';
import type { ApplicationsDb } from '../orm.js';
import { CounterDimension } from './application-counter.entity.js';
import { submittedWithin } from './day-windows.js';

const DAY_MS = 24 * 3600_000;

/**
 * SPEC.md sections 4 and 9. Counts by status, industry, expertise and stage come from
 * the running counters (a few dozen rows); the two 30-day windows add up the day counters,
 * with the two partial days at their ends counted by index range. Nothing here grows with
 * the number of applications.
 */
@Injectable()
export class AnalyticsService {
  constructor(private readonly em: EntityManager) {}

  async get(now = new Date()): Promise<ApplicationAnalytics> {
    const monthAgo = new Date(now.getTime() - 30 * DAY_MS);
    const [counters, lastMonth, previousMonth] = await Promise.all([
      kyselyOf<ApplicationsDb>(this.em)
        .selectFrom('ApplicationCounter')
        .select(['dimension', 'key', 'count'])
        .where('count', '>', 0)
        .where('dimension', '<>', CounterDimension.Day)
        .execute(),
      submittedWithin(this.em, monthAgo, now),
      submittedWithin(this.em, new Date(now.getTime() - 60 * DAY_MS), monthAgo),
    ]);
    return analyticsFigures({
      counters: counters.map((c) => ({ dimension: c.dimension, key: c.key, count: Number(c.count) })),
      lastMonth,
      previousMonth,
    });
  }
}
