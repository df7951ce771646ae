/**
 * Growth: the analytics, audit-log and review reads at two (or three) data sizes. Each is timed end to end
 * (sequential HTTP requests through the gateway) and in the database (EXPLAIN ANALYZE of
 * the exact SQL the service runs, from pg_stat_statements), and its plan is saved.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { z } from 'zod';
import { countRows, rowsOf, withDb, type Db } from './db.ts';
import { sequential, sequentialResultSchema } from './http.ts';
import { round } from './round.ts';
import { statusPath } from './reads.ts';
import { keysetCursorOf } from '@warroom/contracts';

const DAY_MS = 24 * 3600_000;

type GrowthQuery = { readonly db: 'applications' | 'audit'; readonly sql: string; readonly params: readonly unknown[] };

// apps/audit/src/audit-log/audit-query.service.ts for `?entity=<Kind>` (the kind's
// expression index, audit_log_entity_kind_idx).
const AUDIT_BY_ENTITY_KIND = `select id, created_at, actor_email, action, entity, data from audit_log
             where split_part(entity, ':', 1) = $1 and entity like $2 escape '\\'
             order by created_at desc, id desc limit $3`;

/** The services' SQL (MikroORM's `?` placeholders as $n), with the parameters a request would send. */
export function growthQueries(now = new Date()): Record<string, GrowthQuery> {
  return {
    analyticsCounters: {
      db: 'applications',
      sql: 'select dimension, key, count from application_counters where count > $1 and dimension <> $2',
      params: [0, 'day'],
    },
    // The 30-day windows: the day counters for the whole days inside (the partial days at the
    // ends are index range counts over one day of submissions each).
    analyticsWindows: {
      db: 'applications',
      sql: 'select sum(count) as n from application_counters where dimension = $1 and key >= $2 and key <= $3',
      params: [
        'day',
        new Date(now.getTime() - 59 * DAY_MS).toISOString().slice(0, 10),
        new Date(now.getTime() - DAY_MS).toISOString().slice(0, 10),
      ],
    },
    auditFirstPage: {
      db: 'audit',
      sql: `select id, created_at, actor_email, action, entity, data from audit_log
             order by created_at desc, id desc limit $1`,
      params: [51],
    },
    auditByAction: {
      db: 'audit',
      sql: `select id, created_at, actor_email, action, entity, data from audit_log
             where action = $1 order by created_at desc, id desc limit $2`,
      params: ['application.voted', 51],
    },
    auditByEntityKind: { db: 'audit', sql: AUDIT_BY_ENTITY_KIND, params: ['Objective', 'Objective:%', 51] },
    // A kind with no entries (no decision was ever audited): the worst case of the same query.
    auditByRareEntityKind: { db: 'audit', sql: AUDIT_BY_ENTITY_KIND, params: ['Decision', 'Decision:%', 51] },
  };
}

/** The HTTP reads measured at each size. */
export const GROWTH_PATHS = {
  analytics: '/api/applications/analytics',
  auditFirstPage: '/api/admin/audit-logs',
  auditByAction: '/api/admin/audit-logs?action=application.voted',
  auditByEntityKind: '/api/admin/audit-logs?entity=Objective',
  auditByRareEntityKind: '/api/admin/audit-logs?entity=Decision',
} as const;
export type GrowthPathName = keyof typeof GROWTH_PATHS;

/** The reads of the applications themselves (issue 19), whose paths depend on the data. */
export type ApplicationReadName = 'status' | 'reviewFirstPage' | 'reviewDeepestPage';
export type GrowthReadName = GrowthPathName | ApplicationReadName;

const REVIEW_PAGE = 50;
const idRow = z.object({ id: z.string() });
const positionRow = z.object({ id: z.string(), submitted_at: z.date() });

/**
 * The paths of the applications' reads at this size: one application's status, the review
 * list's first page, and its deepest page, asked by its keyset cursor as the Link header of the
 * page before would give it (the oldest 50 applications).
 */
async function applicationReadPaths(db: Db): Promise<Record<ApplicationReadName, string>> {
  const [any] = await rowsOf(db, 'select id from applications order by id limit 1', idRow);
  const [beforeLast] = await rowsOf(
    db,
    'select id, submitted_at from applications order by submitted_at asc, id asc offset $1 limit 1',
    positionRow,
    [REVIEW_PAGE],
  );
  if (!any || !beforeLast) throw new Error(`growth: fewer than ${REVIEW_PAGE + 1} applications to read`);
  const after = keysetCursorOf(beforeLast.submitted_at, beforeLast.id);
  return {
    status: statusPath(any.id),
    reviewFirstPage: `/api/applications?limit=${REVIEW_PAGE}`,
    reviewDeepestPage: `/api/applications?limit=${REVIEW_PAGE}&after=${encodeURIComponent(after)}`,
  };
}

const planRow = z.object({ 'QUERY PLAN': z.string() });

async function explain(
  client: Db,
  sql: string,
  params: readonly unknown[],
  runs: number,
): Promise<{ executionMs: number | null; plan: string }> {
  const times: number[] = [];
  let plan = '';
  for (let i = 0; i < runs; i++) {
    const rows = await rowsOf(client, `explain (analyze, buffers) ${sql}`, planRow, params);
    plan = rows.map((r) => r['QUERY PLAN']).join('\n');
    const m = /Execution Time: ([\d.]+) ms/.exec(plan);
    if (m) times.push(Number(m[1]));
  }
  times.sort((a, b) => a - b);
  return { executionMs: round(times[Math.floor(times.length / 2)], 3), plan };
}

export const growthResultSchema = z.object({
  label: z.string(),
  applications: z.number(),
  auditRows: z.number(),
  sql: z.record(
    z.string(),
    z.object({ executionMs: z.number().nullable(), planFile: z.string().nullable(), plan: z.string() }),
  ),
  http: z.object({
    analytics: sequentialResultSchema,
    auditFirstPage: sequentialResultSchema,
    auditByAction: sequentialResultSchema,
    auditByEntityKind: sequentialResultSchema,
    auditByRareEntityKind: sequentialResultSchema,
    // Since issue 19 (earlier results have none).
    status: sequentialResultSchema.optional(),
    reviewFirstPage: sequentialResultSchema.optional(),
    reviewDeepestPage: sequentialResultSchema.optional(),
  }),
});
export type GrowthResult = z.infer<typeof growthResultSchema>;

export type GrowthOptions = {
  readonly baseUrl: string;
  readonly cookie: string;
  readonly urlFor: (database: string) => string;
  readonly prefix: string;
  readonly label: string;
  readonly plansDir?: string;
  readonly httpN?: number;
  readonly explainRuns?: number;
};

/**
 * Measures every growth read at the current data size, labelled `label` (e.g. "10k"); plans
 * go to `plansDir/<query>-<label>.txt`.
 */
export async function measureGrowth({
  baseUrl,
  cookie,
  urlFor,
  prefix,
  label,
  plansDir,
  httpN = 100,
  explainRuns = 5,
}: GrowthOptions): Promise<GrowthResult> {
  const counts = await withDb(urlFor(`${prefix}applications`), (c) => countRows(c, 'applications'));
  const auditRows = await withDb(urlFor(`${prefix}audit`), (c) => countRows(c, 'audit_log'));
  const sql: GrowthResult['sql'] = {};
  if (plansDir) mkdirSync(plansDir, { recursive: true });
  for (const [name, q] of Object.entries(growthQueries())) {
    const result = await withDb(urlFor(`${prefix}${q.db}`), (c) => explain(c, q.sql, q.params, explainRuns));
    if (plansDir) {
      writeFileSync(
        join(plansDir, `${name}-${label}.txt`),
        `-- ${name} at ${label} (applications ${counts}, audit_log ${auditRows})\n-- ${q.sql.replace(/\s+/g, ' ')}\n-- params ${JSON.stringify(q.params)}\n${result.plan}\n`,
      );
    }
    sql[name] = {
      executionMs: result.executionMs,
      planFile: plansDir ? `bench/plans/${name}-${label}.txt` : null,
      plan: result.plan,
    };
  }
  const timed = (path: string) =>
    sequential({ baseUrl, path, headers: { cookie }, n: httpN, warmup: Math.min(20, httpN) });
  // One after the other, in this order: the reads must not overlap.
  const analytics = await timed(GROWTH_PATHS.analytics);
  const auditFirstPage = await timed(GROWTH_PATHS.auditFirstPage);
  const auditByAction = await timed(GROWTH_PATHS.auditByAction);
  const auditByEntityKind = await timed(GROWTH_PATHS.auditByEntityKind);
  const auditByRareEntityKind = await timed(GROWTH_PATHS.auditByRareEntityKind);
  const paths = await withDb(urlFor(`${prefix}applications`), applicationReadPaths);
  const status = await timed(paths.status);
  const reviewFirstPage = await timed(paths.reviewFirstPage);
  const reviewDeepestPage = await timed(paths.reviewDeepestPage);
  return {
    label,
    applications: counts,
    auditRows,
    sql,
    http: {
      analytics,
      auditFirstPage,
      auditByAction,
      auditByEntityKind,
      auditByRareEntityKind,
      status,
      reviewFirstPage,
      reviewDeepestPage,
    },
  };
}
