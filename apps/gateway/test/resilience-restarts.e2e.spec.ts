/**
 * PostgreSQL, then NATS, stopped and started again under a light load of reads and writes.
 * While a dependency is down, /api/health answers 503 naming it and requests fail cleanly
 * (503 JSON); once it is back, /api/health returns to 200 by itself, without an app being
 * restarted, and requests succeed. Every write acknowledged before, during or after is there
 * with exactly one audit entry; a write that failed is there fully or not at all.
 *
 * PostgreSQL is stopped with a fast shutdown (SIGINT), NATS with SIGTERM; each is started again
 * on the same data (JetStream keeps its store folder); NATS goes down once every request that
 * met the PostgreSQL outage has been answered. Size: RESILIENCE_RESTART_CLIENTS (4) clients,
 * each dependency down for at least RESILIENCE_DOWN_MS (3000).
 */
import { setTimeout as sleep } from 'node:timers/promises';
import {
  appPids,
  ClientLoad,
  describeRecord,
  intEnv,
  isOk,
  jetStreamMessages,
  loadFigures,
  READS,
  waitForHealth,
  type RequestRecord,
  type SystemStack,
} from '@warroom/testing';
import { prepareFixture, resilienceStack, settleLoad, uncleanFailure, writeResults } from './resilience-support.js';

const CLIENTS = intEnv('RESILIENCE_RESTART_CLIENTS', 4);
const DOWN_MS = intEnv('RESILIENCE_DOWN_MS', 3_000);
/** /api/health must go 503 within this long of the stop, and back to 200 within this long of the start. */
const HEALTH_DEADLINE_MS = 60_000;
/** The longest an outage lasts: well within a write's deadline (15 s). */
const MAX_DOWN_MS = 8_000;

type Outage = {
  readonly dependency: 'postgres' | 'nats';
  readonly stoppedAt: number;
  /** The stop command took this long (the server's shutdown). */
  readonly stopMs: number;
  /** From the stop command to the first 503 naming the dependency. */
  readonly unhealthyAfterMs: number | null;
  readonly healthDown: readonly string[];
  readonly startedAt: number;
  /** The start command took this long (until the server accepted clients). */
  readonly startMs: number;
  /** From the server accepting clients again to /api/health 200. */
  readonly healthyAfterMs: number | null;
  readonly healthyAt: number;
  /** The read sent once /api/health named the dependency: its status and time. */
  readonly probe: { readonly status: number; readonly ms: number };
  /** Requests answered while the dependency was down (from the stop to health 200), and how many failed. */
  readonly requestsDuring: number;
  readonly failedDuring: number;
  /** From health 200 to the first request started after it that succeeded (read / write). */
  readonly firstOkReadAfterMs: number | null;
  readonly firstOkWriteAfterMs: number | null;
};

describe('PostgreSQL and NATS restarted under load', () => {
  const stack = resilienceStack();

  /** Stops the dependency (PostgreSQL: fast shutdown; NATS: SIGTERM) and starts it again on the same data, under the load. */
  async function outage(rs: SystemStack, load: ClientLoad, dependency: Outage['dependency']): Promise<Outage> {
    const server = dependency === 'postgres' ? rs.postgres : rs.nats;
    const stoppedAt = Date.now();
    await server.stop();
    const stopMs = Date.now() - stoppedAt;
    const unhealthy = await waitForHealth(
      rs.baseUrl,
      (a) => a.status === 503 && a.down.includes(dependency),
      HEALTH_DEADLINE_MS,
    );
    // A read that needs the dependency meets the outage for sure (the clients may all be in
    // writes, which are asked again until the dependency is back): it fails cleanly, at once.
    const probe = await load.probe('listObjectives');
    // Down for at least DOWN_MS, with requests of the load meeting the outage, and never as long
    // as a write's deadline (WRITE_DEADLINE_MS, 15 s): a write that outlives its deadline is
    // answered 503 whether or not it commits once NATS is back (docs/architecture.md), and with
    // every client in a write, none is answered before that deadline.
    const during = load.records.length;
    while (
      Date.now() - stoppedAt < DOWN_MS ||
      (load.records.length < during + CLIENTS && Date.now() - stoppedAt < MAX_DOWN_MS)
    ) {
      await sleep(50);
    }
    const startedAt = Date.now();
    await server.restart();
    const up = Date.now();
    const healthy = await waitForHealth(rs.baseUrl, (a) => a.status === 200, HEALTH_DEADLINE_MS);
    const healthyAt = healthy?.at ?? Date.now();
    // Let the load show that it works again.
    await load.more(CLIENTS * 5, 30_000);
    const within = load.records.filter((r) => r.startedAt + r.ms >= stoppedAt && r.startedAt < healthyAt);
    const after = load.records.filter((r) => r.startedAt >= healthyAt && isOk(r));
    const firstAfter = (list: RequestRecord[]): number | null =>
      list.length === 0 ? null : Math.min(...list.map((r) => r.startedAt + r.ms)) - healthyAt;
    // Every request that met this outage is answered before the next outage begins: a write
    // then meets one outage at a time, each shorter than its deadline. (A write still asked
    // again after this one when the next began could commit with its answer lost in it, and
    // have no time left for another try.)
    await load.answeredBefore(healthyAt, 30_000);
    return {
      dependency,
      stoppedAt,
      stopMs,
      unhealthyAfterMs: unhealthy ? unhealthy.at - stoppedAt : null,
      healthDown: unhealthy?.down ?? [],
      startedAt,
      startMs: up - startedAt,
      healthyAfterMs: healthy ? healthy.at - up : null,
      healthyAt,
      probe: { status: probe.status, ms: probe.ms },
      requestsDuring: within.length,
      failedDuring: within.filter((r) => !isOk(r)).length,
      firstOkReadAfterMs: firstAfter(after.filter((r) => READS.has(r.kind))),
      firstOkWriteAfterMs: firstAfter(after.filter((r) => !READS.has(r.kind))),
    };
  }

  it('goes 503 naming the dependency, comes back to 200 by itself, fails cleanly meanwhile and loses nothing', async () => {
    const rs = stack();
    const pidsBefore = appPids(rs);
    const fixture = await prepareFixture(rs.baseUrl, { users: 2, reviewable: 4 });
    const load = new ClientLoad(fixture, CLIENTS);
    await load.more(CLIENTS * 5);

    const postgres = await outage(rs, load, 'postgres');
    const messagesBeforeNats = await jetStreamMessages(rs);
    const nats = await outage(rs, load, 'nats');
    const messagesAfterNats = await jetStreamMessages(rs);
    load.stop();
    const records = await load.done;

    const unclean = records
      .map((r) => [r, uncleanFailure(r, 503)] as const)
      .filter(([, why]) => why !== undefined)
      .map(([r, why]) => `${r.method} ${r.route} ${r.status}: ${why ?? ''}`);
    // Once /api/health says 200 again, requests succeed.
    const failedAfterRecovery = [postgres, nats].flatMap((o, i, all) => {
      const until = all[i + 1]?.stoppedAt ?? Infinity;
      return records
        .filter((r) => r.startedAt >= o.healthyAt && r.startedAt + r.ms < until && !isOk(r))
        .map((r) => `after ${o.dependency}: ${describeRecord(r)}`);
    });
    const { drained, writeCheck, unreadable, loggedErrors } = await settleLoad(rs, records);
    const pidsAfter = appPids(rs);

    writeResults('restarts', {
      loggedErrors: loggedErrors.slice(0, 20),
      clients: CLIENTS,
      downMs: DOWN_MS,
      outages: [postgres, nats],
      jetStreamMessages: { beforeNatsStop: messagesBeforeNats, afterNatsStart: messagesAfterNats },
      load: loadFigures(records, load.startedAt, load.endedAt),
      unclean: unclean.slice(0, 20),
      failedAfterRecovery: failedAfterRecovery.slice(0, 20),
      ledger: drained,
      writes: writeCheck,
      unreadable,
      pidsUnchanged: JSON.stringify(pidsAfter) === JSON.stringify(pidsBefore),
    });

    for (const o of [postgres, nats]) {
      // 503 naming the dependency while it was down, 200 by itself once it was back.
      expect({ dependency: o.dependency, named: o.healthDown.includes(o.dependency) }).toEqual({
        dependency: o.dependency,
        named: true,
      });
      expect(o.healthyAfterMs).not.toBeNull();
      // The outage was met by requests, and requests succeeded after it.
      expect({ dependency: o.dependency, probe: o.probe.status }).toEqual({ dependency: o.dependency, probe: 503 });
      expect(o.failedDuring).toBeGreaterThan(0);
      expect(o.firstOkReadAfterMs).not.toBeNull();
      expect(o.firstOkWriteAfterMs).not.toBeNull();
    }
    // No app was restarted.
    expect(pidsAfter).toEqual(pidsBefore);
    expect(rs.stack.processes.every((p) => p.running)).toBe(true);
    // Every failure was a clean 503 JSON error, answered in time; none after the recovery.
    expect(unclean).toEqual([]);
    expect(failedAfterRecovery).toEqual([]);
    // JetStream kept its messages across the NATS restart.
    expect(messagesAfterNats).toBeGreaterThanOrEqual(messagesBeforeNats);
    // Nothing acknowledged is lost or doubled; nothing is half there.
    expect(drained).toMatchObject({ unpublished: 0, lost: 0, doubled: 0, phantom: 0 });
    expect(writeCheck.violations).toEqual([]);
    // A write is asked again with its idempotency key until WRITE_DEADLINE_MS (15 s, longer
    // than either outage), so none that committed is answered as failed.
    expect(writeCheck.failedButCommitted).toBe(0);
    expect(writeCheck.okWrites).toBeGreaterThan(0);
    expect(unreadable).toEqual([]);
  }, 300_000);
});
