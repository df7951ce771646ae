/**
 * The analytics read of the bare baseline: the same statements as the applications service
 * (counters, two 30-day windows from the day counters and their partial ends), added up here
 * without the framework.
 */
import { APPLICATION_STATUSES, type ApplicationAnalytics, type ApplicationStatus } from '@warroom/contracts';
import { windowParts } from '@warroom/persistence';
import type { Pool } from 'pg';

const DAY_MS = 24 * 3600_000;

type CounterRow = { dimension: string; key: string; count: string };
type Named = { name: string; count: number };

const oneDecimal = (v: number): number => Math.round(v * 10) / 10;
const percent = (part: number, whole: number): number => (whole === 0 ? 0 : oneDecimal((part / whole) * 100));
const top = (rows: Named[], limit?: number): Named[] => {
  const sorted = rows.filter((r) => r.count > 0).sort((a, b) => b.count - a.count || a.name.localeCompare(b.name));
  return limit === undefined ? sorted : sorted.slice(0, limit);
};
const isStatus = (name: string): name is ApplicationStatus =>
  (APPLICATION_STATUSES as readonly string[]).includes(name);

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
  const of = (d: string): Named[] =>
    counters.filter((c) => c.dimension === d).map((c) => ({ name: c.key, count: Number(c.count) }));
  const byStatus: ApplicationAnalytics['byStatus'] = {
    SUBMITTED: 0,
    UNDER_REVIEW: 0,
    VOTING: 0,
    ACCEPTED: 0,
    REJECTED: 0,
    WAITLISTED: 0,
  };
  for (const { name, count } of of('status')) if (isStatus(name)) byStatus[name] = count;
  const total = Object.values(byStatus).reduce((a, b) => a + b, 0);
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
    topIndustries: top(of('industry'), 5),
    topExpertise: top(of('expertise'), 5),
    stages: top(of('stage')),
  };
}
