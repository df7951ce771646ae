/**
 * Growth: the analytics and audit-log reads at two data sizes. Each is timed end to end
 * (sequential HTTP requests through the gateway) and in the database (EXPLAIN ANALYZE of
 * the exact SQL the service runs, from pg_stat_statements), and its plan is saved.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { withDb } from './db.mjs';
import { sequential } from './http.mjs';

const DAY_MS = 24 * 3600_000;
const round = (n, d = 2) => (Number.isFinite(n) ? Math.round(n * 10 ** d) / 10 ** d : null);

/** The services' SQL (MikroORM's `?` placeholders as $n), with the parameters a request would send. */
export function growthQueries(now = new Date()) {
  return {
    analyticsCounters: {
      db: 'applications',
      sql: 'select dimension, key, count from application_counters where count > $1',
      params: [0],
    },
    analyticsWindows: {
      db: 'applications',
      sql: `select count(*) filter (where submitted_at > $1) as last_month,
                count(*) filter (where submitted_at <= $2) as previous_month
           from applications where submitted_at > $3 and submitted_at <= $4`,
      params: [new Date(now - 30 * DAY_MS), new Date(now - 30 * DAY_MS), new Date(now - 60 * DAY_MS), now],
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
    // apps/audit/src/audit-log/audit-query.service.ts for `?entity=<Kind>` (the kind's
    // expression index, audit_log_entity_kind_idx).
    auditByEntityKind: {
      db: 'audit',
      sql: `select id, created_at, actor_email, action, entity, data from audit_log
             where split_part(entity, ':', 1) = $1 and entity like $2 escape '\\'
             order by created_at desc, id desc limit $3`,
      params: ['Objective', 'Objective:%', 51],
    },
    // A kind with no entries (no decision was ever audited): the worst case of the same query.
    auditByRareEntityKind: {
      db: 'audit',
      sql: `select id, created_at, actor_email, action, entity, data from audit_log
             where split_part(entity, ':', 1) = $1 and entity like $2 escape '\\'
             order by created_at desc, id desc limit $3`,
      params: ['Decision', 'Decision:%', 51],
    },
  };
}

/** The HTTP reads measured at each size. */
export const GROWTH_PATHS = {
  analytics: '/api/applications/analytics',
  auditFirstPage: '/api/admin/audit-logs',
  auditByAction: '/api/admin/audit-logs?action=application.voted',
  auditByEntityKind: '/api/admin/audit-logs?entity=Objective',
  auditByRareEntityKind: '/api/admin/audit-logs?entity=Decision',
};

async function explain(client, sql, params, runs) {
  const times = [];
  let plan = '';
  for (let i = 0; i < runs; i++) {
    const { rows } = await client.query(`explain (analyze, buffers) ${sql}`, params);
    plan = rows.map((r) => r['QUERY PLAN']).join('\n');
    const m = /Execution Time: ([\d.]+) ms/.exec(plan);
    if (m) times.push(Number(m[1]));
  }
  times.sort((a, b) => a - b);
  return { executionMs: round(times[Math.floor(times.length / 2)], 3), plan };
}

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
}) {
  const counts = await withDb(urlFor(`${prefix}applications`), async (c) => {
    const { rows } = await c.query('select count(*)::int as n from applications');
    return rows[0].n;
  });
  const auditRows = await withDb(urlFor(`${prefix}audit`), async (c) => {
    const { rows } = await c.query('select count(*)::int as n from audit_log');
    return rows[0].n;
  });
  const sql = {};
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
  const http = {};
  for (const [name, path] of Object.entries(GROWTH_PATHS)) {
    http[name] = await sequential({ baseUrl, path, headers: { cookie }, n: httpN, warmup: Math.min(20, httpN) });
  }
  return { label, applications: counts, auditRows, sql, http };
}
