/** What the stack costs: CPU and memory of its processes, transactions and statements in its databases. */
import { readFileSync } from 'node:fs';
import { setTimeout as sleep } from 'node:timers/promises';
import type { ServiceName, StackHandle } from '@warroom/local-infra';
import { z } from 'zod';
import { pgNumber, query, withDb } from './db.ts';

/** CPU seconds (user + system) a process has used; null when it is gone. */
export function cpuSeconds(pid: number | undefined): number | null {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
    return (Number(fields[11]) + Number(fields[12])) / 100; // utime + stime, in clock ticks (100/s)
  } catch {
    return null;
  }
}

/** Resident memory of a process in MB; null when it is gone. */
export function rssMb(pid: number | undefined): number | null {
  try {
    const m = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
    return m ? Math.round(Number(m[1]) / 1024) : null;
  } catch {
    return null;
  }
}

/** Resident memory (MB) of every running app process, by name. */
export function memoryOf(stack: StackHandle): Record<string, number | null> {
  return Object.fromEntries(stack.processes.filter((p) => p.running).map((p) => [p.name, rssMb(p.pid)]));
}

export const idleSchema = z.object({
  seconds: z.number(),
  cpuPercent: z.record(z.string(), z.number()),
  transactionsPerSecond: z.record(z.string(), z.number()),
});
export type Idle = z.infer<typeof idleSchema>;

const xactRow = z.object({ datname: z.string(), n: pgNumber });

/** What the idle stack costs: CPU of each app process and transactions per second in each database. */
export async function idleCost(stack: StackHandle, pgAdminUrl: string, seconds: number): Promise<Idle> {
  const procs = stack.processes.filter((p) => p.running).map((p) => ({ name: p.name, pid: p.pid }));
  const xacts = () =>
    query(
      pgAdminUrl,
      "select datname, xact_commit + xact_rollback as n from pg_stat_database where datname like 'warroom_%' order by 1",
      xactRow,
    );
  const cpu0 = procs.map((p) => cpuSeconds(p.pid));
  const x0 = await xacts();
  await sleep(seconds * 1000);
  const cpu1 = procs.map((p) => cpuSeconds(p.pid));
  const x1 = await xacts();
  return {
    seconds,
    // A process gone meanwhile counts as 0 s (as null does in arithmetic).
    cpuPercent: Object.fromEntries(
      procs.map((p, i) => [p.name, Math.round((((cpu1[i] ?? 0) - (cpu0[i] ?? 0)) / seconds) * 1000) / 10]),
    ),
    transactionsPerSecond: Object.fromEntries(x1.map((r, i) => [r.datname, Math.round((r.n - x0[i].n) / seconds)])),
  };
}

export const statementsSchema = z.record(
  z.string(),
  z.object({
    status: z.number(),
    perDatabase: z.record(z.string(), z.object({ statements: z.number(), sql: z.array(z.string()) })),
    total: z.number(),
  }),
);
export type Statements = z.infer<typeof statementsSchema>;

const statementRow = z.object({ calls: pgNumber, query: z.string() });

/** The service databases, in the order the statements are counted. */
const SERVICE_DBS: readonly ServiceName[] = ['identity', 'applications', 'portal', 'audit'];

/** Statements each read path runs (pg_stat_statements), without the outbox relay's own work. */
export async function statementsPerRequest(
  urlFor: (database: string) => string,
  prefix: string,
  baseUrl: string,
  paths: Readonly<Record<string, { readonly path: string; readonly cookie: string }>>,
): Promise<Statements> {
  const out: Statements = {};
  for (const [name, { path, cookie }] of Object.entries(paths)) {
    for (const db of SERVICE_DBS) {
      await withDb(urlFor(`${prefix}${db}`), (c) => c.query('select pg_stat_statements_reset()'));
    }
    const res = await fetch(new URL(path, baseUrl), { headers: { cookie } });
    await res.arrayBuffer();
    await sleep(100);
    const perDb: Statements[string]['perDatabase'] = {};
    for (const db of SERVICE_DBS) {
      const rows = await query(
        urlFor(`${prefix}${db}`),
        `select calls, query from pg_stat_statements
          where dbid = (select oid from pg_database where datname = current_database())
            and query !~* 'pg_stat_statements|outbox' and lower(query) not in ('begin', 'commit', 'rollback')`,
        statementRow,
      );
      const n = rows.reduce((s, r) => s + r.calls, 0);
      if (n > 0) perDb[db] = { statements: n, sql: rows.map((r) => r.query.replace(/\s+/g, ' ').slice(0, 200)) };
    }
    out[name] = {
      status: res.status,
      perDatabase: perDb,
      total: Object.values(perDb).reduce((s, d) => s + d.statements, 0),
    };
  }
  return out;
}

const sizeRow = z.object({ datname: z.string(), b: pgNumber });

/** Size (MB) of every War Room database. */
export async function databaseSizes(pgAdminUrl: string): Promise<Record<string, number>> {
  const rows = await query(
    pgAdminUrl,
    "select datname, pg_database_size(datname) as b from pg_database where datname like 'warroom_%' order by 1",
    sizeRow,
  );
  return Object.fromEntries(rows.map((r) => [r.datname, Math.round(r.b / 1024 / 1024)]));
}
