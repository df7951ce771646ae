import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import { APPLICATION_STATUSES, type ApplicationAnalytics, type ApplicationStatus } from '@warroom/contracts';
import { CounterDimension } from './application-counter.entity.js';
import { submittedWithin } from './day-windows.js';

const DAY_MS = 24 * 3600_000;
const TOP_LIMIT = 5;

type CounterRow = { dimension: string; key: string; count: string };
type Named = { name: string; count: number };

/** One decimal, as a number: 33.333 → 33.3. */
export const oneDecimal = (value: number): number => Math.round(value * 10) / 10;
export const percent = (part: number, whole: number): number => (whole === 0 ? 0 : oneDecimal((part / whole) * 100));

/** Most first; ties by name, so the answer is the same every time. */
export function topByCount(rows: Named[], limit?: number): Named[] {
  const sorted = rows.filter((r) => r.count > 0).sort((a, b) => b.count - a.count || a.name.localeCompare(b.name));
  return limit === undefined ? sorted : sorted.slice(0, limit);
}

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
      this.em.execute<CounterRow[]>(
        'select dimension, key, count from application_counters where count > 0 and dimension <> ?',
        [CounterDimension.Day],
      ),
      submittedWithin(this.em, monthAgo, now),
      submittedWithin(this.em, new Date(now.getTime() - 60 * DAY_MS), monthAgo),
    ]);
    const of = (dimension: CounterDimension): Named[] =>
      counters.filter((c) => c.dimension === dimension).map((c) => ({ name: c.key, count: Number(c.count) }));

    const byStatus = Object.fromEntries(APPLICATION_STATUSES.map((s) => [s, 0])) as Record<ApplicationStatus, number>;
    for (const { name, count } of of(CounterDimension.Status)) {
      if (name in byStatus) byStatus[name as ApplicationStatus] = count;
    }
    const total = Object.values(byStatus).reduce((sum, n) => sum + n, 0);
    const decided = byStatus.ACCEPTED + byStatus.REJECTED + byStatus.WAITLISTED;

    return {
      total,
      byStatus,
      lastMonth,
      previousMonth,
      monthOverMonthChange: previousMonth === 0 ? 0 : oneDecimal(((lastMonth - previousMonth) / previousMonth) * 100),
      acceptanceRate: percent(byStatus.ACCEPTED, total),
      conversionRate: percent(byStatus.ACCEPTED + byStatus.WAITLISTED, total),
      inPipeline: byStatus.SUBMITTED + byStatus.UNDER_REVIEW + byStatus.VOTING,
      funnel: [
        { stage: 'Submitted', count: total },
        { stage: 'Under Review', count: byStatus.UNDER_REVIEW + byStatus.VOTING + decided },
        { stage: 'Voting', count: byStatus.VOTING + decided },
        { stage: 'Decision Made', count: decided },
      ],
      topIndustries: topByCount(of(CounterDimension.Industry), TOP_LIMIT),
      topExpertise: topByCount(of(CounterDimension.Expertise), TOP_LIMIT),
      stages: topByCount(of(CounterDimension.Stage)),
    };
  }
}
