/**
 * The event path: outbox -> JetStream -> audit, as a backlog drained at once and as a steady
 * load, with the audit lag of every event.
 */
import { performance } from 'node:perf_hooks';
import { setTimeout as sleep } from 'node:timers/promises';
import { z } from 'zod';
import { countRows, pgNumber, rowsOf, withDb, type Db } from '../db.ts';
import { round } from '../round.ts';

export const lagStatsSchema = z.object({
  p50Ms: z.number().nullable(),
  p99Ms: z.number().nullable(),
  maxMs: z.number().nullable(),
  n: z.number(),
  spanSeconds: z.number().nullable(),
});
export type LagStats = z.infer<typeof lagStatsSchema>;

const lagRow = z.object({ p50: pgNumber, p99: pgNumber, max: pgNumber, n: z.number(), span_s: pgNumber });

async function lagStats(client: Db, action: string): Promise<LagStats> {
  const [r] = await rowsOf(
    client,
    `select percentile_cont(0.5) within group (order by ms) as p50,
            percentile_cont(0.99) within group (order by ms) as p99,
            max(ms) as max, count(*)::int as n,
            extract(epoch from max(recorded_at) - min(recorded_at)) as span_s
       from (select extract(epoch from recorded_at - created_at) * 1000 as ms, recorded_at
               from audit_log where action = $1) t`,
    lagRow,
    [action],
  );
  return {
    p50Ms: round(r.p50, 1),
    p99Ms: round(r.p99, 1),
    maxMs: round(r.max, 1),
    n: r.n,
    spanSeconds: r.span_s,
  };
}

/** Inserts `rows` outbox rows of `type` (committed changes waiting for the relay), in one statement. */
async function insertOutbox(client: Db, type: string, rows: number): Promise<void> {
  await client.query(
    `insert into outbox (id, type, occurred_at, actor, entity, data, request_id, published_at, attempts, next_attempt_at, last_error)
     select gen_random_uuid(), $1, clock_timestamp(), null, 'Application:' || substr(md5(g::text || $1), 1, 24),
            jsonb_build_object('industry', 'B2B SaaS', 'stage', 'FOUNDER', 'expertise', jsonb_build_array('Architecture', 'Startup Scaling')),
            gen_random_uuid()::text, null, 0, now(), null
       from generate_series(1, $2::int) as g`,
    [type, rows],
  );
}

type AuditWait = { seen: number; complete: boolean; stalled: boolean };

/** Polls audit_log until `expected` rows of `action` are there, or nothing new came for `stallMs`. */
async function waitForAudit(
  auditClient: Db,
  action: string,
  expected: number,
  timeoutMs: number,
  stallMs = 10_000,
): Promise<AuditWait> {
  const deadline = Date.now() + timeoutMs;
  let seen = 0;
  let progressAt = Date.now();
  while (Date.now() < deadline) {
    const now = await countRows(auditClient, 'audit_log where action = $1', [action]);
    if (now > seen) progressAt = Date.now();
    seen = now;
    if (seen >= expected) return { seen, complete: true, stalled: false };
    if (Date.now() - progressAt > stallMs) return { seen, complete: false, stalled: true };
    await sleep(20);
  }
  return { seen, complete: false, stalled: false };
}

/** An event type of its own for one measurement (letters only after the dot, as the envelope wants). */
const benchType = (kind: string): string =>
  `bench.${kind}_${Date.now().toString(36)}`.replace(/[0-9]/g, (d) => 'abcdefghij'[Number(d)]);

export const drainSchema = z.object({
  events: z.number(),
  insertMs: z.number().nullable(),
  complete: z.boolean(),
  stalled: z.boolean(),
  delivered: z.number(),
  seconds: z.number().nullable(),
  perSecond: z.number().nullable(),
  drainPerSecond: z.number().nullable(),
  relayPerSecond: z.number().nullable(),
  lag: lagStatsSchema,
});
export type Drain = z.infer<typeof drainSchema>;

export type OutboxTarget = {
  readonly applicationsUrl: string;
  readonly auditUrl: string;
  readonly timeoutMs?: number;
  readonly stallMs?: number;
};

const relayRow = z.object({ n: z.number(), s: pgNumber });

/**
 * Capacity of outbox -> JetStream -> audit: `n` committed outbox rows appear at once in the
 * applications database (as after a burst of changes); the rate is n / (time until the last
 * one is in audit_log). The relay finds them on its next pass (it polls every
 * OUTBOX_POLL_MS when no commit of its own process woke it).
 */
export async function outboxDrain({
  applicationsUrl,
  auditUrl,
  n,
  timeoutMs = 120_000,
  stallMs = 10_000,
}: OutboxTarget & { readonly n: number }): Promise<Drain> {
  const type = benchType('drain');
  return withDb(applicationsUrl, (app) =>
    withDb(auditUrl, async (audit) => {
      const t0 = performance.now();
      await insertOutbox(app, type, n);
      const committed = performance.now();
      const wait = await waitForAudit(audit, type, n, timeoutMs, stallMs);
      const seconds = (performance.now() - committed) / 1000;
      const lag = await lagStats(audit, type);
      // Which half is slower: the relay (published_at in the outbox) or the audit consumer.
      const [relay] = await rowsOf(
        app,
        `select count(published_at)::int as n, extract(epoch from max(published_at) - min(occurred_at)) as s
           from outbox where type = $1`,
        relayRow,
        [type],
      );
      return {
        events: n,
        insertMs: round(committed - t0, 0),
        complete: wait.complete,
        stalled: wait.stalled,
        delivered: wait.seen,
        seconds: round(wait.complete ? seconds : seconds - (wait.stalled ? stallMs / 1000 : 0), 2),
        perSecond: round(wait.seen / seconds, 0),
        // From the first to the last audit row: the drain itself, without the pickup delay.
        drainPerSecond: lag.spanSeconds !== null && lag.spanSeconds > 0 ? round(lag.n / lag.spanSeconds, 0) : null,
        // Rows marked published per second, from the first commit to the last mark.
        relayPerSecond: relay.s > 0 ? round(relay.n / relay.s, 0) : null,
        lag,
      };
    }),
  );
}

export const pacedSchema = z.object({
  targetPerSecond: z.number(),
  achievedPerSecond: z.number().nullable(),
  events: z.number(),
  complete: z.boolean(),
  stalled: z.boolean(),
  delivered: z.number(),
  lag: lagStatsSchema,
});
export type Paced = z.infer<typeof pacedSchema>;

/**
 * Steady load: outbox rows committed at `rate` per second (a transaction every `tickMs`) for
 * `seconds`, then the audit lag (recorded_at - created_at) of every one of them.
 */
export async function pacedOutbox({
  applicationsUrl,
  auditUrl,
  rate,
  seconds,
  tickMs = 20,
  timeoutMs = 120_000,
  stallMs = 10_000,
}: OutboxTarget & { readonly rate: number; readonly seconds: number; readonly tickMs?: number }): Promise<Paced> {
  const type = benchType('paced');
  return withDb(applicationsUrl, (app) =>
    withDb(auditUrl, async (audit) => {
      const start = performance.now();
      let sent = 0;
      const ticks = Math.round((seconds * 1000) / tickMs);
      for (let i = 1; i <= ticks; i++) {
        const due = Math.round((rate * i * tickMs) / 1000);
        if (due > sent) {
          await insertOutbox(app, type, due - sent);
          sent = due;
        }
        const next = start + i * tickMs;
        const wait = next - performance.now();
        if (wait > 0) await sleep(wait);
      }
      const elapsed = (performance.now() - start) / 1000;
      const wait = await waitForAudit(audit, type, sent, timeoutMs, stallMs);
      const lag = await lagStats(audit, type);
      return {
        targetPerSecond: rate,
        achievedPerSecond: round(sent / elapsed, 0),
        events: sent,
        complete: wait.complete,
        stalled: wait.stalled,
        delivered: wait.seen,
        lag,
      };
    }),
  );
}
