/**
 * Fills a War Room stack's databases with realistic data, fast: direct SQL into each
 * service's own database (the services never see it, exactly like a restore).
 *
 *   node bench/seed.ts --pg postgres://postgres@127.0.0.1:5432/postgres \
 *     [--prefix warroom_] [--applications 10000] [--audit 100000] [--objectives 200] \
 *     [--key-results 4] [--metrics 100] [--points 1000] [--reviewers 12] [--members 10000]
 *
 * Every count is a target total: the seed tops a table up to it (running it again with a
 * larger number adds the difference), so one database can be measured at 10,000 and then
 * at 100,000 applications.
 *
 * What it keeps right, as the product would:
 * - application_counters (status, industry, expertise, stage): incremented in the same
 *   transaction as each batch of applications, the way apps/applications/src/analytics/
 *   counters.ts does it for one submission (so a running service may submit meanwhile);
 * - one open application per email (unique emails), votes only from reviewers, at most one
 *   current vote per reviewer and application (a replaced vote is kept as history);
 * - audit_log rows are inserted directly (the table refuses UPDATE/DELETE/TRUNCATE, never INSERT);
 * - members (the directory) are MEMBER accounts with varied profiles, some hidden, a few
 *   deactivated, each profile within the limits PATCH /api/profile keeps to.
 *
 * One file per database under seed/.
 */
import { parseArgs } from 'node:util';
import { databaseNameFor, DEFAULT_DB_PREFIX } from '@warroom/local-infra';
import { withDatabase } from '@warroom/testing';
import { z } from 'zod';
import { seedApplications } from './seed/applications.ts';
import { seedAudit } from './seed/audit.ts';
import { verifyCounters } from './seed/counters.ts';
import { seedReviewers } from './seed/identity.ts';
import { seedMembers } from './seed/members.ts';
import { seedMetrics, seedObjectives } from './seed/portal.ts';
import { applicationsSeedSchema, topUpSchema } from './seed/results.ts';

export const seedCountsSchema = z.object({
  applications: z.number(),
  audit: z.number(),
  objectives: z.number(),
  keyResults: z.number(),
  metrics: z.number(),
  points: z.number(),
  reviewers: z.number(),
  /** The directory's members (issue 31); absent from the results of earlier runs. */
  members: z.number().optional(),
});
export type SeedCounts = z.infer<typeof seedCountsSchema>;

export const SEED_DEFAULTS = Object.freeze({
  applications: 10_000,
  audit: 100_000,
  objectives: 200,
  keyResults: 4,
  metrics: 100,
  points: 1_000,
  reviewers: 12,
  members: 10_000,
} satisfies SeedCounts);

export const seedAllResultSchema = z.object({
  reviewers: z.number(),
  members: topUpSchema.optional(),
  applications: applicationsSeedSchema,
  audit: topUpSchema,
  objectives: topUpSchema,
  metrics: topUpSchema,
  ms: z.number(),
  timings: z.record(z.string(), z.number()),
});
export type SeedAllResult = z.infer<typeof seedAllResultSchema>;

export type SeedAllOptions = Partial<SeedCounts> & {
  /** A connection URL for a database name. */
  readonly urlFor: (database: string) => string;
  /** The stack's database prefix. */
  readonly prefix?: string;
  readonly log?: (line: string) => void;
};

/** Seeds every database of a stack. Returns what it did and how long it took. */
export async function seedAll({
  urlFor,
  prefix = DEFAULT_DB_PREFIX,
  log = () => undefined,
  ...counts
}: SeedAllOptions): Promise<SeedAllResult> {
  const c = { ...SEED_DEFAULTS, ...counts };
  const started = performance.now();
  const timings: Record<string, number> = {};
  const time = async <T>(name: string, fn: () => Promise<T>): Promise<T> => {
    const t0 = performance.now();
    const result = await fn();
    timings[name] = Math.round(performance.now() - t0);
    return result;
  };
  const url = (service: Parameters<typeof databaseNameFor>[0]): string => urlFor(databaseNameFor(service, prefix));
  const reviewers = await time('reviewers', () => seedReviewers(url('identity'), c.reviewers));
  const [members, applications, audit, objectives, metrics] = await Promise.all([
    time('members', () => seedMembers(url('identity'), { target: c.members ?? SEED_DEFAULTS.members })),
    time('applications', () => seedApplications(url('applications'), { target: c.applications, reviewers, log })),
    time('audit', () => seedAudit(url('audit'), { target: c.audit, log })),
    time('objectives', () => seedObjectives(url('portal'), { target: c.objectives, keyResults: c.keyResults })),
    time('metrics', () => seedMetrics(url('portal'), { target: c.metrics, points: c.points })),
  ]);
  return {
    reviewers: reviewers.length,
    members,
    applications,
    audit,
    objectives,
    metrics,
    ms: Math.round(performance.now() - started),
    timings,
  };
}

async function main(): Promise<void> {
  const { values } = parseArgs({
    options: {
      pg: { type: 'string' },
      prefix: { type: 'string', default: DEFAULT_DB_PREFIX },
      applications: { type: 'string' },
      audit: { type: 'string' },
      objectives: { type: 'string' },
      'key-results': { type: 'string' },
      metrics: { type: 'string' },
      points: { type: 'string' },
      reviewers: { type: 'string' },
      members: { type: 'string' },
      verify: { type: 'boolean', default: true },
    },
  });
  const adminUrl = values.pg;
  if (!adminUrl) {
    console.error(
      'usage: node bench/seed.ts --pg <admin postgres URL> [--prefix warroom_] [--applications N] [--audit N] ...',
    );
    process.exit(2);
  }
  const num = (v: string | undefined, d: number): number => (v === undefined ? d : Number(v));
  const urlFor = (database: string): string => withDatabase(adminUrl, database);
  const result = await seedAll({
    urlFor,
    prefix: values.prefix,
    applications: num(values.applications, SEED_DEFAULTS.applications),
    audit: num(values.audit, SEED_DEFAULTS.audit),
    objectives: num(values.objectives, SEED_DEFAULTS.objectives),
    keyResults: num(values['key-results'], SEED_DEFAULTS.keyResults),
    metrics: num(values.metrics, SEED_DEFAULTS.metrics),
    points: num(values.points, SEED_DEFAULTS.points),
    reviewers: num(values.reviewers, SEED_DEFAULTS.reviewers),
    members: num(values.members, SEED_DEFAULTS.members),
    log: (line) => console.log(line),
  });
  console.log(JSON.stringify(result, null, 2));
  if (values.verify) {
    const diff = await verifyCounters(urlFor(databaseNameFor('applications', values.prefix)));
    if (diff.length) {
      console.error('application_counters differ from a recount:', diff);
      process.exit(1);
    }
    console.log('application_counters match a full recount');
  }
}

if (import.meta.main) {
  main().catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });
}
