/**
 * Harness of the reliability (fault-injection) tests: a stack of their own, a load of
 * audit-producing changes (POST /api/applications/submit), and the ledger check that
 * every committed outbox row reached the audit log exactly once.
 *
 * The tests need the server processes themselves (to kill, stop and restart them), so the
 * infrastructure is always started as local processes (startTestInfra mode 'local').
 */
import { randomUUID } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { cpus } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { jetstreamManager } from '@nats-io/jetstream';
import { connect } from '@nats-io/transport-node';
import pg from 'pg';
import {
  databaseNameFor,
  getFreePort,
  killAllOnSignals,
  SERVICE_NAMES,
  startPostgres,
  startStack,
  ensureDatabases,
  stackDatabaseNames,
  type PostgresHandle,
  type ServiceName,
  type StackHandle,
} from '@warroom/local-infra';
import {
  applicationBody,
  buildIfMissing,
  randomClientAddress,
  startTestInfra,
  TEST_STACK_ENV,
  type TestInfra,
} from '@warroom/testing';

// ---------------------------------------------------------------------------------------------
// Size and timing (env overridable, so scripts/reliability.mjs can run the same tests bigger)
// ---------------------------------------------------------------------------------------------

function intEnv(name: string, fallback: number): number {
  const raw = process.env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value <= 0)
    throw new Error(`${name} must be a positive integer, not ${JSON.stringify(raw)}`);
  return value;
}

/** Successful changes each test sends (at least); RELIABILITY_CHANGES, 1000 unless told. */
export const CHANGES = intEnv('RELIABILITY_CHANGES', 1000);
/** Requests in flight at once. */
export const CONCURRENCY = intEnv('RELIABILITY_CONCURRENCY', 16);
/** How long a fault lasts (at least). */
export const FAULT_MS = intEnv('RELIABILITY_FAULT_MS', 3_000);
/** How long the backlog may take to drain once the fault is healed and the load is over. */
export const DRAIN_TIMEOUT_MS = intEnv('RELIABILITY_DRAIN_TIMEOUT_MS', 30_000 + CHANGES * 10);
/** jest timeout of one test. */
export const TEST_TIMEOUT_MS = 180_000 + Math.max(0, CHANGES - 1000) * 60;
/** The fault is injected once this share of the changes has succeeded. */
export const FAULT_AT = 0.3;

// ---------------------------------------------------------------------------------------------
// The stack
// ---------------------------------------------------------------------------------------------

export type FaultStack = {
  readonly infra: TestInfra;
  readonly stack: StackHandle;
  readonly baseUrl: string;
  readonly natsUrl: string;
  readonly dbPrefix: string;
  /** The audit service's own PostgreSQL server (test 5), else undefined (it shares infra.postgres). */
  readonly auditPostgres?: PostgresHandle;
  /** URL of a service's database, on whichever server holds it. */
  dbUrl(service: ServiceName): string;
  stop(): Promise<void>;
};

export type FaultStackOptions = {
  /** More env for every app, on top of TEST_STACK_ENV. */
  readonly env?: Readonly<Record<string, string>>;
  /** Give the audit service a second PostgreSQL server of its own. */
  readonly ownAuditPostgres?: boolean;
};

/**
 * PostgreSQL + NATS as local processes and every app (one replica each), healthy. Composed
 * here rather than with startWarroomStack so that the audit database can live on a server of
 * its own, and so that the infrastructure is always local (the tests signal its processes).
 */
export async function startFaultStack(options: FaultStackOptions = {}): Promise<FaultStack> {
  // RELIABILITY_ROOT: run the apps of another checkout (e.g. one with a candidate fix) under these tests.
  const rootDir = resolve(process.env.RELIABILITY_ROOT ?? process.env.WARROOM_REPO_ROOT ?? process.cwd());
  buildIfMissing(rootDir);
  const removeSignalHandlers = killAllOnSignals();
  const infra = await startTestInfra({ mode: 'local' });
  const dbPrefix = 'warroom_';
  const auditDb = databaseNameFor('audit', dbPrefix);
  let auditPostgres: PostgresHandle | undefined;
  let stack: StackHandle | undefined;
  const stopInfra = async (): Promise<void> => {
    try {
      await auditPostgres?.stop();
    } finally {
      await infra.stop();
      removeSignalHandlers();
    }
  };
  try {
    if (options.ownAuditPostgres) {
      // Default durability (fsync and synchronous_commit on), as in production: this server is
      // the one killed. RELIABILITY_AUDIT_PG_FSYNC=off runs it like the test servers (fsync,
      // synchronous_commit off) to show what that costs.
      auditPostgres = await startPostgres({
        dataDir: join(infra.tmpDir, 'audit-postgres'),
        port: await getFreePort(),
        logFile: join(infra.tmpDir, 'infra', 'audit-postgres.log'),
        fsync: process.env.RELIABILITY_AUDIT_PG_FSYNC !== 'off',
      });
      await ensureDatabases(auditPostgres.adminUrl, [auditDb]);
      await ensureDatabases(
        infra.pgAdminUrl,
        stackDatabaseNames(dbPrefix).filter((db) => db !== auditDb),
      );
    } else {
      await ensureDatabases(infra.pgAdminUrl, stackDatabaseNames(dbPrefix));
    }
    const ownAudit = auditPostgres;
    stack = await startStack({
      rootDir,
      natsUrl: infra.natsUrl,
      databaseUrl: (db) => (ownAudit && db === auditDb ? ownAudit.urlFor(db) : infra.urlFor(db)),
      gatewayPort: await getFreePort(),
      env: { ...TEST_STACK_ENV, ...options.env },
      dbPrefix,
      logDir: join(infra.tmpDir, 'logs'),
      logLevel: 'warn',
    });
  } catch (error) {
    await stopInfra();
    throw error;
  }
  const started = stack;
  const ownAudit = auditPostgres;
  return {
    infra,
    stack: started,
    baseUrl: started.gatewayUrl,
    natsUrl: infra.natsUrl,
    dbPrefix,
    auditPostgres,
    dbUrl: (service) => {
      const db = databaseNameFor(service, dbPrefix);
      return ownAudit && service === 'audit' ? ownAudit.urlFor(db) : infra.urlFor(db);
    },
    stop: async () => {
      try {
        await started.stopAll();
      } finally {
        await stopInfra();
      }
    },
  };
}

// ---------------------------------------------------------------------------------------------
// Load: audit-producing changes with bounded concurrency
// ---------------------------------------------------------------------------------------------

export type SubmitResult = {
  readonly status: number;
  readonly id?: string;
  readonly error?: string;
};

export async function submitOnce(baseUrl: string, timeoutMs = 15_000): Promise<SubmitResult> {
  try {
    const response = await fetch(`${baseUrl}/api/applications/submit`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': randomClientAddress() },
      body: JSON.stringify(applicationBody({ applicantEmail: `reliability-${randomUUID()}@example.com` })),
      signal: AbortSignal.timeout(timeoutMs),
    });
    const text = await response.text();
    if (response.status === 201) return { status: 201, id: (JSON.parse(text) as { id: string }).id };
    return { status: response.status, error: text.slice(0, 200) };
  } catch (error) {
    return { status: 0, error: (error as Error).message };
  }
}

export type LoadSummary = {
  readonly target: number;
  readonly attempted: number;
  readonly succeeded: number;
  /** Failed requests by HTTP status (0: no answer). */
  readonly failures: Record<string, number>;
  readonly startedAt: number;
  readonly endedAt: number;
  /** When each success was answered (ms since the epoch, in order). */
  readonly successTimes: readonly number[];
};

const activeLoads = new Set<Load>();

/** Stops every load still running (a test that failed half-way) and waits for its requests. */
export async function stopAllLoads(): Promise<void> {
  const loads = [...activeLoads];
  for (const load of loads) load.stop();
  await Promise.all(loads.map((load) => load.done));
}

/**
 * Sends changes with `concurrency` in flight until `target` succeeded (201). A worker whose
 * request failed waits a little before its next one, so an outage is not a busy loop; the
 * attempts are capped at 3 * target + 5000.
 */
export class Load {
  attempted = 0;
  succeeded = 0;
  readonly failures: Record<string, number> = {};
  readonly successTimes: number[] = [];
  readonly startedAt = Date.now();
  endedAt = 0;
  readonly done: Promise<LoadSummary>;
  private readonly waiters: Array<{ count: number; resolve: () => void }> = [];
  private stopped = false;

  constructor(
    private readonly baseUrl: string,
    readonly target: number,
    concurrency = CONCURRENCY,
  ) {
    const maxAttempts = 3 * target + 5_000;
    const worker = async (): Promise<void> => {
      while (!this.stopped && this.succeeded < target && this.attempted < maxAttempts) {
        this.attempted += 1;
        const result = await submitOnce(this.baseUrl);
        if (result.status === 201) {
          this.succeeded += 1;
          this.successTimes.push(Date.now());
          this.notify();
        } else {
          const key = String(result.status);
          this.failures[key] = (this.failures[key] ?? 0) + 1;
          await sleep(100);
        }
      }
    };
    activeLoads.add(this);
    this.done = Promise.all(Array.from({ length: concurrency }, worker)).then(() => {
      activeLoads.delete(this);
      this.endedAt = Date.now();
      this.stopped = true;
      this.notify(true);
      return this.summary();
    });
  }

  /** Resolves once `count` changes succeeded (or the load ended). */
  reached(count: number): Promise<void> {
    if (this.succeeded >= count || this.stopped) return Promise.resolve();
    return new Promise<void>((resolvePromise) => this.waiters.push({ count, resolve: resolvePromise }));
  }

  stop(): void {
    this.stopped = true;
  }

  get running(): boolean {
    return !this.stopped;
  }

  summary(): LoadSummary {
    return {
      target: this.target,
      attempted: this.attempted,
      succeeded: this.succeeded,
      failures: { ...this.failures },
      startedAt: this.startedAt,
      endedAt: this.endedAt || Date.now(),
      successTimes: [...this.successTimes],
    };
  }

  private notify(all = false): void {
    for (let i = this.waiters.length - 1; i >= 0; i--) {
      const waiter = this.waiters[i]!;
      if (all || this.succeeded >= waiter.count) {
        this.waiters.splice(i, 1);
        waiter.resolve();
      }
    }
  }
}

/**
 * Holds a fault for at least `minMs`, and until `extra` more changes succeeded (so the load
 * demonstrably went on during the fault) or the load is over, or at most `maxMs`.
 */
export async function holdFault(
  load: Load,
  minMs = FAULT_MS,
  extra = 0,
  maxMs = Math.max(FAULT_MS * 4, 20_000),
): Promise<number> {
  const started = Date.now();
  const goal = load.succeeded + extra;
  await sleep(minMs);
  if (extra > 0) {
    const timer = new AbortController();
    const timeout = sleep(Math.max(0, maxMs - (Date.now() - started)), undefined, { signal: timer.signal }).catch(
      () => undefined,
    );
    await Promise.race([load.reached(goal), timeout]);
    timer.abort();
  }
  return Date.now() - started;
}

// ---------------------------------------------------------------------------------------------
// The product while a part is down
// ---------------------------------------------------------------------------------------------

export type ProductProbe = {
  readonly id: string;
  readonly submitStatus: number;
  readonly statusStatus: number;
  readonly applicationStatus: string | undefined;
};

/** Submits one application and reads its public status: the product answering. */
export async function probeProduct(baseUrl: string): Promise<ProductProbe> {
  const submitted = await submitOnce(baseUrl);
  if (submitted.status !== 201 || !submitted.id) {
    throw new Error(`the product did not take a submission: ${submitted.status} ${submitted.error ?? ''}`);
  }
  const response = await fetch(`${baseUrl}/api/applications/${submitted.id}/status`, {
    signal: AbortSignal.timeout(15_000),
  });
  const body = (await response.json().catch(() => null)) as { status?: string } | null;
  return {
    id: submitted.id,
    submitStatus: submitted.status,
    statusStatus: response.status,
    applicationStatus: body?.status,
  };
}

/** Milliseconds from `since` until GET /api/health reports the service up (null on timeout). */
export async function serviceUpAfter(
  baseUrl: string,
  service: string,
  since: number,
  timeoutMs = 60_000,
): Promise<number | null> {
  const deadline = since + timeoutMs;
  while (Date.now() < deadline) {
    try {
      const response = await fetch(`${baseUrl}/api/health`, { signal: AbortSignal.timeout(5_000) });
      const body = (await response.json()) as { checks?: Record<string, string> };
      if (body.checks?.[service] === 'up') return Date.now() - since;
    } catch {
      // the gateway may be unable to answer for a moment
    }
    await sleep(100);
  }
  return null;
}

// ---------------------------------------------------------------------------------------------
// The ledger: outbox rows against audit rows
// ---------------------------------------------------------------------------------------------

/** One query on a fresh connection (the server may have been restarted in between). */
export async function query<T extends pg.QueryResultRow>(
  url: string,
  sql: string,
  params: unknown[] = [],
): Promise<T[]> {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 5_000, query_timeout: 30_000 });
  client.on('error', () => undefined);
  await client.connect();
  try {
    return (await client.query<T>(sql, params)).rows;
  } finally {
    await client.end().catch(() => undefined);
  }
}

/** The services that write events (each has an outbox table once its migrations ran). */
export const PUBLISHERS = SERVICE_NAMES.filter((s) => s !== 'audit');

async function hasOutbox(url: string): Promise<boolean> {
  const rows = await query<{ t: string | null }>(url, `select to_regclass('public.outbox')::text as t`);
  return rows[0]?.t != null;
}

export type OutboxCounts = {
  readonly total: number;
  readonly pending: number;
};

export async function outboxCounts(fs: FaultStack): Promise<OutboxCounts> {
  let total = 0;
  let pending = 0;
  for (const service of PUBLISHERS) {
    const url = fs.dbUrl(service);
    if (!(await hasOutbox(url))) continue;
    const [row] = await query<{ total: string; pending: string }>(
      url,
      `select count(*) as total, count(*) filter (where published_at is null) as pending from outbox`,
    );
    total += Number(row?.total ?? 0);
    pending += Number(row?.pending ?? 0);
  }
  return { total, pending };
}

export async function auditCounts(fs: FaultStack): Promise<{ rows: number; ids: number }> {
  const [row] = await query<{ rows: string; ids: string }>(
    fs.dbUrl('audit'),
    `select count(*) as rows, count(distinct id) as ids from audit_log`,
  );
  return { rows: Number(row?.rows ?? 0), ids: Number(row?.ids ?? 0) };
}

/** Every outbox id of every publishing service, and whether it is marked published. */
export async function allOutbox(fs: FaultStack): Promise<Map<string, { service: ServiceName; published: boolean }>> {
  const ids = new Map<string, { service: ServiceName; published: boolean }>();
  for (const service of PUBLISHERS) {
    const url = fs.dbUrl(service);
    if (!(await hasOutbox(url))) continue;
    for (const row of await query<{ id: string; published: boolean }>(
      url,
      `select id::text as id, published_at is not null as published from outbox`,
    )) {
      ids.set(row.id, { service, published: row.published });
    }
  }
  return ids;
}

/** Audit rows per id (the primary key makes every count 1; counted anyway). */
export async function allAudit(fs: FaultStack): Promise<Map<string, number>> {
  const rows = await query<{ id: string; n: string }>(
    fs.dbUrl('audit'),
    `select id::text as id, count(*) as n from audit_log group by id`,
  );
  return new Map(rows.map((r) => [r.id, Number(r.n)]));
}

export async function applicationsOutboxIds(fs: FaultStack): Promise<Set<string>> {
  const rows = await query<{ id: string }>(fs.dbUrl('applications'), `select id::text as id from outbox`);
  return new Set(rows.map((r) => r.id));
}

// ---------------------------------------------------------------------------------------------
// JetStream: the stream and the audit consumer
// ---------------------------------------------------------------------------------------------

export type StreamStats = {
  readonly messages: number;
  /** Deliveries to the audit consumer beyond the first of each message (consumer seq − stream seq). */
  readonly redeliveries: number;
  readonly pending: number;
  readonly ackPending: number;
};

export async function streamStats(natsUrl: string): Promise<StreamStats | undefined> {
  let nc;
  try {
    nc = await connect({ servers: natsUrl, timeout: 3_000, reconnect: false });
  } catch {
    return undefined;
  }
  try {
    const jsm = await jetstreamManager(nc, { timeout: 5_000 });
    const stream = await jsm.streams.info('EVENTS');
    const consumer = await jsm.consumers.info('EVENTS', 'audit');
    return {
      messages: stream.state.messages,
      redeliveries: consumer.delivered.consumer_seq - consumer.delivered.stream_seq,
      pending: consumer.num_pending,
      ackPending: consumer.num_ack_pending,
    };
  } catch {
    return undefined;
  } finally {
    await nc.close().catch(() => undefined);
  }
}

// ---------------------------------------------------------------------------------------------
// A measured phase: snapshot, load + fault, drain, check
// ---------------------------------------------------------------------------------------------

export type Phase = {
  readonly name: string;
  readonly before: Set<string>;
  readonly streamBefore: StreamStats | undefined;
  readonly startedAt: number;
};

export async function beginPhase(fs: FaultStack, name: string): Promise<Phase> {
  return {
    name,
    before: await applicationsOutboxIds(fs),
    streamBefore: await streamStats(fs.natsUrl),
    startedAt: Date.now(),
  };
}

export type DrainResult = {
  readonly drained: boolean;
  /** When the last check saw everything drained (or the deadline). */
  readonly at: number;
  readonly last: { outbox: OutboxCounts; audit: { rows: number; ids: number } } | undefined;
  readonly lastError?: string;
};

/** Polls until every outbox row is published and the audit log holds as many ids as the outboxes. */
export async function waitDrained(fs: FaultStack, timeoutMs = DRAIN_TIMEOUT_MS): Promise<DrainResult> {
  const deadline = Date.now() + timeoutMs;
  let last: DrainResult['last'];
  let lastError: string | undefined;
  for (;;) {
    try {
      const outbox = await outboxCounts(fs);
      const audit = await auditCounts(fs);
      last = { outbox, audit };
      lastError = undefined;
      if (outbox.pending === 0 && audit.ids >= outbox.total) return { drained: true, at: Date.now(), last };
    } catch (error) {
      lastError = (error as Error).message;
    }
    if (Date.now() >= deadline) return { drained: false, at: Date.now(), last, lastError };
    await sleep(100);
  }
}

/** The events committed but not audited at the heal, and how long the audit log took to take them all in. */
export type BacklogResult = {
  /** Outbox rows (every service) committed by the heal and not yet in the audit log then. */
  readonly backlog: number;
  /** From the heal until every one of them was in the audit log; null if that never happened. */
  readonly caughtUpMs: number | null;
};

export type BacklogWatch = {
  readonly result: Promise<BacklogResult>;
  stop(): void;
};

export type BacklogSnapshot = {
  /** Starts polling: from `healedAt` until every event of the backlog is in the audit log. */
  watch(healedAt: number): BacklogWatch;
};

/**
 * Call just before the heal: the outbox ids committed so far, and the audit ids (read again
 * after the heal if the audit database is the part that is down). The backlog is the first
 * minus the second.
 */
export async function snapshotBacklog(fs: FaultStack): Promise<BacklogSnapshot> {
  const outbox = await allOutbox(fs);
  const audit = await allAudit(fs).catch(() => undefined);
  return {
    watch: (healedAt) => {
      let stopped = false;
      const result = (async (): Promise<BacklogResult> => {
        let backlog: string[] | undefined;
        while (!stopped) {
          try {
            if (!backlog) {
              const known = audit ?? (await allAudit(fs));
              backlog = [...outbox.keys()].filter((id) => !known.has(id));
            }
            const rows = await query<{ n: string }>(
              fs.dbUrl('audit'),
              `select count(*) as n from audit_log where id = any($1::uuid[])`,
              [backlog],
            );
            if (Number(rows[0]?.n ?? 0) === backlog.length) {
              return { backlog: backlog.length, caughtUpMs: Date.now() - healedAt };
            }
          } catch {
            // a server still coming back: try again
          }
          await sleep(100);
        }
        return { backlog: backlog?.length ?? -1, caughtUpMs: null };
      })();
      return {
        result,
        stop: () => {
          stopped = true;
        },
      };
    },
  };
}

export type LedgerCheck = {
  /** Committed outbox rows (of the window, or of every service). */
  readonly committed: number;
  readonly audited: number;
  /** Committed, not in the audit log. */
  readonly lost: number;
  /** Audit rows beyond the first per id. */
  readonly doubled: number;
  /** Audit ids that are in no outbox. */
  readonly phantom: number;
  /** Outbox rows still not marked published. */
  readonly unpublished: number;
  readonly lostIds: string[];
  readonly phantomIds: string[];
};

function check(
  outbox: Map<string, { published: boolean }>,
  ids: Iterable<string>,
  audit: Map<string, number>,
): LedgerCheck {
  let committed = 0;
  let audited = 0;
  let unpublished = 0;
  let doubled = 0;
  const lostIds: string[] = [];
  for (const id of ids) {
    committed += 1;
    if (!outbox.get(id)?.published) unpublished += 1;
    const n = audit.get(id) ?? 0;
    if (n > 0) audited += 1;
    else lostIds.push(id);
    doubled += Math.max(0, n - 1);
  }
  // Phantoms are global: audit ids that no outbox holds.
  const phantomIds = [...audit.keys()].filter((id) => !outbox.has(id));
  return {
    committed,
    audited,
    lost: lostIds.length,
    doubled,
    phantom: phantomIds.length,
    unpublished,
    lostIds: lostIds.slice(0, 20),
    phantomIds: phantomIds.slice(0, 20),
  };
}

export type PhaseResult = {
  readonly test: string;
  readonly changesTarget: number;
  readonly attempted: number;
  readonly succeeded: number;
  readonly failedRequests: Record<string, number>;
  /** This test's window: applications outbox rows committed during the phase. */
  readonly window: Omit<LedgerCheck, 'lostIds' | 'phantomIds'>;
  /** Every outbox row of every service since the stack started, against the whole audit log. */
  readonly global: Omit<LedgerCheck, 'lostIds' | 'phantomIds'>;
  readonly drained: boolean;
  /** Events committed and not audited at the heal (every service). */
  readonly backlogAtHeal: number | null;
  /** From the heal until that backlog was all in the audit log (the load may still be running). */
  readonly backlogCaughtUpMs: number | null;
  /** From the fault healed (test 1: the load's end) to fully drained. */
  readonly drainMs: number;
  /** From the later of the heal and the load's last answer to fully drained. */
  readonly drainAfterLoadMs: number;
  readonly loadMs: number;
  readonly faultMs: number | null;
  /** Changes that succeeded while the fault was on. */
  readonly succeededDuringFault: number | null;
  /** From the heal to the first change that succeeded after it (the product answering again). */
  readonly recoveryMs: number | null;
  readonly streamMessages: number | null;
  /** Stream messages beyond the outbox rows (a duplicate JetStream did not drop; the audit key absorbs it). */
  readonly streamExtra: number | null;
  /** Redeliveries to the audit consumer during the phase. */
  readonly redeliveries: number | null;
  readonly notes: Record<string, unknown>;
  readonly lostIds: string[];
  readonly phantomIds: string[];
};

export async function finishPhase(
  fs: FaultStack,
  phase: Phase,
  load: LoadSummary,
  timing: { faultAt?: number; healedAt: number; backlog?: BacklogWatch },
  notes: Record<string, unknown> = {},
): Promise<PhaseResult> {
  const drain = await waitDrained(fs);
  // Drained means the backlog is in too: give the watch a last look, then stop it.
  let backlog: BacklogResult | undefined;
  if (timing.backlog) {
    const timer = new AbortController();
    const lastLook = sleep(2_000, undefined, { signal: timer.signal }).then(
      () => undefined,
      () => undefined,
    );
    backlog = await Promise.race([timing.backlog.result, lastLook]);
    timer.abort();
    timing.backlog.stop();
  }
  const outbox = await allOutbox(fs);
  const audit = await allAudit(fs);
  const windowIds = [...outbox]
    .filter(([id, row]) => row.service === 'applications' && !phase.before.has(id))
    .map(([id]) => id);
  const window = check(outbox, windowIds, audit);
  const global = check(outbox, outbox.keys(), audit);
  const stream = await streamStats(fs.natsUrl);
  const { lostIds, phantomIds, ...windowCounts } = window;
  const { lostIds: gLost, phantomIds: gPhantom, ...globalCounts } = global;
  const drainStart = Math.max(timing.healedAt, load.endedAt);
  return {
    test: phase.name,
    changesTarget: load.target,
    attempted: load.attempted,
    succeeded: load.succeeded,
    failedRequests: load.failures,
    window: windowCounts,
    global: globalCounts,
    drained: drain.drained,
    backlogAtHeal: backlog?.backlog ?? null,
    backlogCaughtUpMs: backlog?.caughtUpMs ?? null,
    drainMs: drain.at - timing.healedAt,
    drainAfterLoadMs: drain.at - drainStart,
    loadMs: load.endedAt - load.startedAt,
    faultMs: timing.faultAt === undefined ? null : timing.healedAt - timing.faultAt,
    succeededDuringFault:
      timing.faultAt === undefined
        ? null
        : load.successTimes.filter((t) => t >= timing.faultAt! && t <= timing.healedAt).length,
    recoveryMs:
      timing.faultAt === undefined
        ? null
        : (() => {
            const first = load.successTimes.find((t) => t > timing.healedAt);
            return first === undefined ? null : first - timing.healedAt;
          })(),
    streamMessages: stream?.messages ?? null,
    streamExtra: stream ? stream.messages - outbox.size : null,
    redeliveries: stream && phase.streamBefore ? stream.redeliveries - phase.streamBefore.redeliveries : null,
    notes: {
      ...notes,
      ...(drain.drained ? {} : { drainTimeout: DRAIN_TIMEOUT_MS, lastSeen: drain.last, lastError: drain.lastError }),
    },
    lostIds: [...lostIds, ...gLost].slice(0, 20),
    phantomIds: [...phantomIds, ...gPhantom].slice(0, 20),
  };
}

// ---------------------------------------------------------------------------------------------
// Reporting
// ---------------------------------------------------------------------------------------------

export function summaryLine(r: PhaseResult): string {
  const w = r.window;
  const g = r.global;
  return (
    `[reliability] ${r.test}: changes=${r.succeeded}/${r.attempted} attempted, committed=${w.committed} audited=${w.audited} ` +
    `lost=${w.lost} doubled=${w.doubled} phantom=${w.phantom} backlog=${r.backlogAtHeal ?? '-'} caught up ${r.backlogCaughtUpMs ?? '-'}ms after heal, ` +
    `fully drained ${r.drainMs}ms after heal (${r.drainAfterLoadMs}ms after load) ` +
    `fault=${r.faultMs ?? '-'}ms (${r.succeededDuringFault ?? '-'} ok during it, next ok ${r.recoveryMs ?? '-'}ms after heal) redeliveries=${r.redeliveries ?? '?'} streamExtra=${r.streamExtra ?? '?'} | ` +
    `global outbox=${g.committed} audited=${g.audited} lost=${g.lost} doubled=${g.doubled} phantom=${g.phantom}` +
    (Object.keys(r.notes).length ? ` | ${JSON.stringify(r.notes)}` : '')
  );
}

/** Merges one result into test-results/reliability.json (keyed by test name). */
export function recordResult(r: PhaseResult): void {
  const rootDir = resolve(process.env.WARROOM_REPO_ROOT ?? process.cwd());
  const file = process.env.RELIABILITY_RESULTS ?? join(rootDir, 'test-results', 'reliability.json');
  mkdirSync(dirname(file), { recursive: true });
  let doc: { machine?: unknown; tests?: Record<string, unknown> } = {};
  try {
    doc = JSON.parse(readFileSync(file, 'utf8')) as typeof doc;
  } catch {
    doc = {};
  }
  const tests = { ...(doc.tests ?? {}), [r.test]: { ...r, finishedAt: new Date().toISOString() } };
  const machine = { cores: cpus().length, node: process.version, changes: CHANGES, concurrency: CONCURRENCY };
  writeFileSync(file, `${JSON.stringify({ updatedAt: new Date().toISOString(), machine, tests }, null, 2)}\n`);
}

/** Prints, records, and asserts the invariant on the window and globally. */
export function report(r: PhaseResult): void {
  console.log(summaryLine(r));
  recordResult(r);
}

/** How many of these applications have their `application.submitted` entry in the audit log. */
export async function auditedApplications(fs: FaultStack, applicationIds: readonly string[]): Promise<number> {
  if (applicationIds.length === 0) return 0;
  const rows = await query<{ n: string }>(
    fs.dbUrl('audit'),
    `select count(distinct entity) as n from audit_log where action = 'application.submitted' and entity = any($1::text[])`,
    [applicationIds.map((id) => `Application:${id}`)],
  );
  return Number(rows[0]?.n ?? 0);
}

/** The invariant, on the test's window and on everything since the stack started. */
export function expectNothingLostOrDoubled(r: PhaseResult, changes = CHANGES): void {
  const failure =
    r.lostIds.length || r.phantomIds.length
      ? ` (lost ${r.lostIds.join(', ')}; phantom ${r.phantomIds.join(', ')})`
      : '';
  expect({ test: r.test, drained: r.drained, note: failure }).toEqual({ test: r.test, drained: true, note: '' });
  expect(r.succeeded).toBeGreaterThanOrEqual(changes);
  expect(r.window.committed).toBeGreaterThanOrEqual(r.succeeded);
  for (const scope of [r.window, r.global]) {
    expect(scope).toMatchObject({ lost: 0, doubled: 0, phantom: 0, unpublished: 0 });
    expect(scope.audited).toBe(scope.committed);
  }
}
