import { APPLICATION_STATUSES, type ApplicationStatus } from './application-values.js';
import type { ApplicationAnalytics } from './applications.js';

/** A count by name: an industry, an area of expertise, a stage. */
export type NamedCount = { name: string; count: number };

/** What the analytics figures are made from: the running counts and the two 30-day windows. */
export type AnalyticsCounts = {
  /** Running counts by dimension (`status`, `industry`, `expertise`, `stage`) and key. */
  counters: readonly { dimension: string; key: string; count: number }[];
  lastMonth: number;
  previousMonth: number;
};

const TOP_LIMIT = 5;

/** One decimal, as a number: 33.333 → 33.3. */
export const oneDecimal = (value: number): number => Math.round(value * 10) / 10;
export const percent = (part: number, whole: number): number => (whole === 0 ? 0 : oneDecimal((part / whole) * 100));

/** Most first; ties by name, so the answer is the same every time. */
export function topByCount(rows: NamedCount[], limit?: number): NamedCount[] {
  const sorted = rows.filter((r) => r.count > 0).sort((a, b) => b.count - a.count || a.name.localeCompare(b.name));
  return limit === undefined ? sorted : sorted.slice(0, limit);
}

/**
 * SPEC.md sections 4 and 9, PRODUCT.md section 2: every figure of the analytics answer from
 * the counts, defined once (the applications service and the bench's bare baseline both use it).
 */
export function analyticsFigures({ counters, lastMonth, previousMonth }: AnalyticsCounts): ApplicationAnalytics {
  const of = (dimension: string): NamedCount[] =>
    counters.filter((c) => c.dimension === dimension).map((c) => ({ name: c.key, count: c.count }));
  const byStatus = Object.fromEntries(APPLICATION_STATUSES.map((s) => [s, 0])) as Record<ApplicationStatus, number>;
  for (const { name, count } of of('status')) {
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
    topIndustries: topByCount(of('industry'), TOP_LIMIT),
    topExpertise: topByCount(of('expertise'), TOP_LIMIT),
    stages: topByCount(of('stage')),
  };
}
