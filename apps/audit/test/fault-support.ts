/**
 * The reliability (fault-injection) tests' own parts: their sizes, their stack, the load of
 * audit-producing changes (POST /api/applications/submit) and how a fault is held. The stack,
 * the load driver, the probes and the ledger are the system support of @warroom/testing; the
 * measured phase is fault-phase.ts, its report fault-report.ts.
 *
 * The tests need the server processes themselves (to kill, stop and restart them), so the
 * infrastructure is always started as local processes.
 */
import { setTimeout as sleep } from 'node:timers/promises';
import {
  intEnv,
  SubmitLoad,
  sqlQuery,
  stackPerFile,
  startSystemStack,
  type ProductProbe,
  type SystemStack,
} from '@warroom/testing';

// ---------------------------------------------------------------------------------------------
// Size and timing (env overridable, so `npm run reliability` can run the same tests bigger)
// ---------------------------------------------------------------------------------------------

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
// The stack and the load
// ---------------------------------------------------------------------------------------------

export type FaultStackOptions = {
  /** More env for every app, on top of TEST_STACK_ENV. */
  readonly env?: Readonly<Record<string, string>>;
  /** Give the audit service a second PostgreSQL server of its own. */
  readonly ownAuditPostgres?: boolean;
};

/**
 * The file's stack (every app, one replica each), up before its tests and stopped after them,
 * every load stopped after each test. RELIABILITY_ROOT runs the apps of another checkout (e.g.
 * one with a candidate fix) under these tests.
 */
export function faultStack(options: FaultStackOptions = {}): () => SystemStack {
  return stackPerFile(
    () =>
      startSystemStack({
        name: 'reliability',
        rootDir: process.env.RELIABILITY_ROOT,
        env: options.env,
        // Default durability (fsync and synchronous_commit on), as in production: this server is
        // the one killed. RELIABILITY_AUDIT_PG_FSYNC=off runs it like the test servers (fsync,
        // synchronous_commit off) to show what that costs.
        auditPostgres: options.ownAuditPostgres
          ? { fsync: process.env.RELIABILITY_AUDIT_PG_FSYNC !== 'off' }
          : undefined,
      }),
    180_000,
  );
}

/**
 * CHANGES changes with CONCURRENCY in flight. A worker whose request failed waits a little
 * before its next one, so an outage is not a busy loop.
 */
export function changesLoad(fs: SystemStack): SubmitLoad {
  return new SubmitLoad(fs.baseUrl, CHANGES, CONCURRENCY);
}

/**
 * Holds a fault for at least `minMs`, and until `extra` more changes succeeded (so the load
 * demonstrably went on during the fault) or the load is over, or at most `maxMs`.
 */
export async function holdFault(
  load: SubmitLoad,
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

/** How many of these applications have their `application.submitted` entry in the audit log. */
export async function auditedApplications(fs: SystemStack, applicationIds: readonly string[]): Promise<number> {
  if (applicationIds.length === 0) return 0;
  const rows = await sqlQuery<{ n: string }>(
    fs.dbUrl('audit'),
    `select count(distinct entity) as n from audit_log where action = 'application.submitted' and entity = any($1::text[])`,
    [applicationIds.map((id) => `Application:${id}`)],
  );
  return Number(rows[0]?.n ?? 0);
}

/** Every probe was answered (submitted, its status read), and each submission has its audit entry by now. */
export async function expectProbesAnswered(fs: SystemStack, probes: readonly ProductProbe[]): Promise<void> {
  for (const probe of probes)
    expect(probe).toMatchObject({ submitStatus: 201, statusStatus: 200, applicationStatus: 'SUBMITTED' });
  expect(
    await auditedApplications(
      fs,
      probes.map((p) => p.id),
    ),
  ).toBe(probes.length);
}
