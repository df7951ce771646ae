/**
 * The event path: outbox -> JetStream -> audit, against a raw JetStream publish loop on the
 * same NATS server.
 */
import { randomUUID } from 'node:crypto';
import { performance } from 'node:perf_hooks';
import { setTimeout as sleep } from 'node:timers/promises';
import { connect, nanos } from '@nats-io/transport-node';
import { jetstream, jetstreamManager, RetentionPolicy, StorageType, DiscardPolicy } from '@nats-io/jetstream';
import { withDb } from './db.mjs';

const round = (n, d = 1) => (Number.isFinite(n) ? Math.round(n * 10 ** d) / 10 ** d : null);

/** A payload the size of a real event envelope (application.submitted). */
function envelope(id) {
  return JSON.stringify({
    id,
    type: 'bench.raw',
    occurredAt: new Date().toISOString(),
    actor: null,
    entity: `Application:${id.slice(0, 24)}`,
    data: { industry: 'B2B SaaS', stage: 'FOUNDER', expertise: ['Architecture', 'Startup Scaling'] },
    requestId: randomUUID(),
  });
}

/**
 * Raw JetStream: a stream configured like EVENTS (file storage, 10-minute duplicate window)
 * on its own subject, then `n` js.publish calls with a msgID: one at a time (await each),
 * and in windows of `window` concurrent publishes (the outbox relay's pattern: 200 a batch).
 */
export async function rawJetStream({ natsUrl, n, window = 200 }) {
  const nc = await connect({ servers: natsUrl, name: 'bench-raw' });
  try {
    const jsm = await jetstreamManager(nc);
    const stream = `BENCH_RAW_${Date.now()}`;
    await jsm.streams.add({
      name: stream,
      subjects: [`bench.${stream}.>`],
      retention: RetentionPolicy.Limits,
      storage: StorageType.File,
      discard: DiscardPolicy.Old,
      duplicate_window: nanos(10 * 60_000),
      num_replicas: 1,
    });
    const js = jetstream(nc);
    const subject = `bench.${stream}.event`;
    try {
      // Warm-up (connection, stream file).
      for (let i = 0; i < 200; i++) await js.publish(subject, envelope(randomUUID()), { msgID: randomUUID() });

      let t0 = performance.now();
      for (let i = 0; i < n; i++) {
        const id = randomUUID();
        await js.publish(subject, envelope(id), { msgID: id });
      }
      const sequentialSeconds = (performance.now() - t0) / 1000;

      t0 = performance.now();
      for (let done = 0; done < n; done += window) {
        const batch = Array.from({ length: Math.min(window, n - done) }, () => {
          const id = randomUUID();
          return js.publish(subject, envelope(id), { msgID: id });
        });
        await Promise.all(batch);
      }
      const windowedSeconds = (performance.now() - t0) / 1000;
      return {
        messages: n,
        window,
        sequentialPerSecond: round(n / sequentialSeconds, 0),
        windowedPerSecond: round(n / windowedSeconds, 0),
      };
    } finally {
      await jsm.streams.delete(stream).catch(() => undefined);
    }
  } finally {
    await nc.close();
  }
}

async function auditCount(client, action) {
  const { rows } = await client.query('select count(*)::int as n from audit_log where action = $1', [action]);
  return rows[0].n;
}

async function lagStats(client, action) {
  const { rows } = await client.query(
    `select percentile_cont(0.5) within group (order by ms) as p50,
            percentile_cont(0.99) within group (order by ms) as p99,
            max(ms) as max, count(*)::int as n,
            extract(epoch from max(recorded_at) - min(recorded_at)) as span_s
       from (select extract(epoch from recorded_at - created_at) * 1000 as ms, recorded_at
               from audit_log where action = $1) t`,
    [action],
  );
  const r = rows[0];
  return {
    p50Ms: round(Number(r.p50), 1),
    p99Ms: round(Number(r.p99), 1),
    maxMs: round(Number(r.max), 1),
    n: r.n,
    spanSeconds: Number(r.span_s),
  };
}

/** Inserts `rows` outbox rows of `type` (committed changes waiting for the relay), in one statement. */
async function insertOutbox(client, type, rows) {
  await client.query(
    `insert into outbox (id, type, occurred_at, actor, entity, data, request_id, published_at, attempts, next_attempt_at, last_error)
     select gen_random_uuid(), $1, clock_timestamp(), null, 'Application:' || substr(md5(g::text || $1), 1, 24),
            jsonb_build_object('industry', 'B2B SaaS', 'stage', 'FOUNDER', 'expertise', jsonb_build_array('Architecture', 'Startup Scaling')),
            gen_random_uuid()::text, null, 0, now(), null
       from generate_series(1, $2::int) as g`,
    [type, rows],
  );
}

/** Polls audit_log until `expected` rows of `action` are there, or nothing new came for `stallMs`. */
async function waitForAudit(auditClient, action, expected, timeoutMs, stallMs = 10_000) {
  const deadline = Date.now() + timeoutMs;
  let seen = 0;
  let progressAt = Date.now();
  while (Date.now() < deadline) {
    const now = await auditCount(auditClient, action);
    if (now > seen) progressAt = Date.now();
    seen = now;
    if (seen >= expected) return { seen, complete: true, stalled: false };
    if (Date.now() - progressAt > stallMs) return { seen, complete: false, stalled: true };
    await sleep(20);
  }
  return { seen, complete: false, stalled: false };
}

/**
 * Capacity of outbox -> JetStream -> audit: `n` committed outbox rows appear at once in the
 * applications database (as after a burst of changes); the rate is n / (time until the last
 * one is in audit_log). The relay finds them on its next pass (it polls every
 * OUTBOX_POLL_MS when no commit of its own process woke it).
 */
export async function outboxDrain({ applicationsUrl, auditUrl, n, timeoutMs = 120_000, stallMs = 10_000 }) {
  const type = `bench.drain_${Date.now().toString(36)}`.replace(/[0-9]/g, (d) => 'abcdefghij'[Number(d)]);
  return withDb(applicationsUrl, (app) =>
    withDb(auditUrl, async (audit) => {
      const t0 = performance.now();
      await insertOutbox(app, type, n);
      const committed = performance.now();
      const wait = await waitForAudit(audit, type, n, timeoutMs, stallMs);
      const seconds = (performance.now() - committed) / 1000;
      const lag = await lagStats(audit, type);
      // Which half is slower: the relay (published_at in the outbox) or the audit consumer.
      const { rows: relayRows } = await app.query(
        `select count(published_at)::int as n, extract(epoch from max(published_at) - min(occurred_at)) as s
           from outbox where type = $1`,
        [type],
      );
      const relay = relayRows[0];
      return {
        events: n,
        insertMs: round(committed - t0, 0),
        complete: wait.complete,
        stalled: wait.stalled,
        delivered: wait.seen,
        seconds: round(wait.complete ? seconds : seconds - (wait.stalled ? stallMs / 1000 : 0), 2),
        perSecond: round(wait.seen / seconds, 0),
        // From the first to the last audit row: the drain itself, without the pickup delay.
        drainPerSecond: lag.spanSeconds > 0 ? round(lag.n / lag.spanSeconds, 0) : null,
        // Rows marked published per second, from the first commit to the last mark.
        relayPerSecond: Number(relay.s) > 0 ? round(relay.n / Number(relay.s), 0) : null,
        lag,
      };
    }),
  );
}

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
}) {
  const type = `bench.paced_${Date.now().toString(36)}`.replace(/[0-9]/g, (d) => 'abcdefghij'[Number(d)]);
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

/** Audit lag of the real changes made since `since` (e.g. the submissions of the HTTP run). */
export async function productLag({ applicationsUrl, auditUrl, since, timeoutMs = 60_000, stallMs = 10_000 }) {
  const submitted = await withDb(applicationsUrl, async (c) => {
    const { rows } = await c.query('select count(*)::int as n from applications where submitted_at >= $1', [since]);
    return rows[0].n;
  });
  return withDb(auditUrl, async (audit) => {
    const deadline = Date.now() + timeoutMs;
    let seen = 0;
    let progressAt = Date.now();
    while (Date.now() < deadline && Date.now() - progressAt < stallMs) {
      const { rows } = await audit.query(
        `select count(*)::int as n from audit_log where action = 'application.submitted' and created_at >= $1`,
        [since],
      );
      if (rows[0].n > seen) progressAt = Date.now();
      seen = rows[0].n;
      if (seen >= submitted) break;
      await sleep(50);
    }
    const { rows } = await audit.query(
      `select percentile_cont(0.5) within group (order by ms) as p50, percentile_cont(0.99) within group (order by ms) as p99, max(ms) as max
         from (select extract(epoch from recorded_at - created_at) * 1000 as ms from audit_log
                where action = 'application.submitted' and created_at >= $1) t`,
      [since],
    );
    return {
      changes: submitted,
      recorded: seen,
      complete: seen >= submitted,
      lag: {
        p50Ms: round(Number(rows[0].p50), 1),
        p99Ms: round(Number(rows[0].p99), 1),
        maxMs: round(Number(rows[0].max), 1),
      },
    };
  });
}
