/**
 * The analytics read of the bare baseline: the same two statements as the applications
 * service (counters, two 30-day windows), added up here without the framework.
 */
import { APPLICATION_STATUSES, type ApplicationAnalytics, type ApplicationStatus } from '@warroom/contracts';
import type { Pool } from 'pg';

const DAY_MS = 24 * 3600_000;

type CounterRow = { dimension: string; key: string; count: string };
type WindowRow = { last_month: string; previous_month: string };
type Named = { name: string; count: number };

const oneDecimal = (v: number): number => Math.round(v * 10) / 10;
const percent = (part: number, whole: number): number => (whole === 0 ? 0 : oneDecimal((part / whole) * 100));
const top = (rows: Named[], limit?: number): Named[] => {
  const sorted = rows.filter((r) => r.count > 0).sort((a, b) => b.count - a.count || a.name.localeCompare(b.name));
  return limit === undefined ? sorted : sorted.slice(0, limit);
};
const isStatus = (name: string): name is ApplicationStatus =>
  (APPLICATION_STATUSES as readonly string[]).includes(name);

export async function analytics(applications: Pool): Promise<ApplicationAnalytics> {
  const now = new Date();
  const [{ rows: counters }, { rows: windows }] = await Promise.all([
    applications.query<CounterRow>('select dimension, key, count from application_counters where count > $1', [0]),
    applications.query<WindowRow>(
      `select count(*) filter (where submitted_at > $1) as last_month, count(*) filter (where submitted_at <= $2) as previous_month from applications where submitted_at > $3 and submitted_at <= $4`,
      [
        new Date(now.getTime() - 30 * DAY_MS),
        new Date(now.getTime() - 30 * DAY_MS),
        new Date(now.getTime() - 60 * DAY_MS),
        now,
      ],
    ),
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
  const lastMonth = Number(windows[0]?.last_month ?? 0);
  const previousMonth = Number(windows[0]?.previous_month ?? 0);
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
