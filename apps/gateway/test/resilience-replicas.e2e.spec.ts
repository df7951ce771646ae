/**
 * Two replicas of every service, one of each killed (`kill -9`) under a load of reads and
 * writes. Reads must not fail: the gateway sends an idempotent read again once when it timed
 * out or nobody answered, and the survivor answers. A write that fails says so (a 5xx JSON
 * error) and leaves no half state. The survivors carry on.
 *
 * The kills come one service at a time, a few seconds apart, rather than all four at once: a
 * failure then points at one service, each kill gets requests of its own in flight, and the
 * gateway's single retry is tested against one dead replica at a time (with all four dead at
 * once a request that crosses two services, such as a signed-in read, which asks identity for
 * the session and then another service, meets two kills and still only needs one retry each).
 *
 * Size: RESILIENCE_REPLICA_CLIENTS (8) clients; RESILIENCE_KILL_GAP_MS (3000) between kills, and
 * as long again after the last one.
 */
import { SERVICE_NAMES } from '@warroom/local-infra';
import {
  appPids,
  ClientLoad,
  describeRecord,
  handledSince,
  intEnv,
  isOk,
  loadFigures,
  READS,
  readHealth,
} from '@warroom/testing';
import { prepareFixture, resilienceStack, settleLoad, uncleanFailure, writeResults } from './resilience-support.js';

const CLIENTS = intEnv('RESILIENCE_REPLICA_CLIENTS', 8);
const KILL_GAP_MS = intEnv('RESILIENCE_KILL_GAP_MS', 3_000);
/** The replica killed; replica 0 survives. */
const KILLED = 1;

describe('two replicas of each service, one of each killed under load', () => {
  const stack = resilienceStack({
    replicas: { identity: 2, portal: 2, applications: 2, audit: 2 },
    // The survivors' logs ("message handled" at info) show that they served after the kill.
    logLevel: 'info',
    // Deliveries to the killed audit replica that it never acknowledged come back after this.
    env: { AUDIT_ACK_WAIT_SECONDS: '5' },
  });

  it('keeps every read answering, fails writes cleanly and leaves no half state, and the survivors carry on', async () => {
    const rs = stack();
    const pidsBefore = appPids(rs);
    const fixture = await prepareFixture(rs.baseUrl);
    const load = new ClientLoad(fixture, CLIENTS);
    const kills: { service: string; pid: number | undefined; at: number; signal: string | null }[] = [];
    await load.more(CLIENTS * 5);
    for (const service of SERVICE_NAMES) {
      const victim = rs.stack.get(service, KILLED);
      const pid = victim.pid;
      victim.kill('SIGKILL');
      const exit = await victim.waitForExit(10_000);
      kills.push({ service, pid, at: Date.now(), signal: exit.signal });
      await new Promise((resolve) => setTimeout(resolve, KILL_GAP_MS));
    }
    load.stop();
    const records = await load.done;
    const lastKill = kills.at(-1)!.at;

    const figures = loadFigures(records, load.startedAt, load.endedAt);
    const reads = records.filter((r) => READS.has(r.kind));
    const failedReads = reads.filter((r) => !isOk(r));
    const writes = records.filter((r) => !READS.has(r.kind));
    const failedWrites = writes.filter((r) => !isOk(r));
    const unclean = failedWrites
      .map((r) => [r, uncleanFailure(r)] as const)
      .filter(([, why]) => why !== undefined)
      .map(([r, why]) => `${r.method} ${r.route}: ${why ?? ''}`);

    // The survivors served real requests after every kill, and the product is whole again.
    const survivors = Object.fromEntries(
      SERVICE_NAMES.map((service) => [
        service,
        handledSince(rs.stack.get(service, 0), kills.find((k) => k.service === service)!.at),
      ]),
    );
    const healthAfter = await readHealth(rs.baseUrl);

    const { drained, writeCheck, unreadable, loggedErrors } = await settleLoad(rs, records);
    writeResults('replicas', {
      loggedErrors: loggedErrors.slice(0, 20),
      clients: CLIENTS,
      killGapMs: KILL_GAP_MS,
      kills,
      load: figures,
      readsAfterLastKill: reads.filter((r) => r.startedAt > lastKill).length,
      failedReads: failedReads.map(describeRecord).slice(0, 20),
      failedWrites: failedWrites.map(describeRecord).slice(0, 20),
      survivorsHandled: Object.fromEntries(Object.entries(survivors).map(([s, h]) => [s, h.total])),
      ledger: drained,
      writes: writeCheck,
      unreadable,
    });

    expect(kills.map((k) => k.signal)).toEqual(SERVICE_NAMES.map(() => 'SIGKILL'));
    // Zero failed reads.
    expect(failedReads.map(describeRecord)).toEqual([]);
    expect(reads.length).toBeGreaterThan(0);
    // Every failed write said so, in time, as the product's JSON error.
    expect(unclean).toEqual([]);
    // The load went on after the kills, and every survivor handled requests after its partner died.
    expect(records.filter((r) => r.startedAt > lastKill && isOk(r)).length).toBeGreaterThan(0);
    for (const service of SERVICE_NAMES) {
      expect({ service, handled: survivors[service]!.total > 0 }).toEqual({ service, handled: true });
    }
    expect(healthAfter.status).toBe(200);
    expect(rs.stack.replicasOf('gateway').every((p) => p.running)).toBe(true);
    // Nothing committed is lost or doubled on the way to the audit log, and nothing is half there.
    expect(drained).toMatchObject({ unpublished: 0, lost: 0, doubled: 0, phantom: 0 });
    expect(writeCheck.violations).toEqual([]);
    expect(writeCheck.okWrites).toBeGreaterThan(0);
    expect(unreadable).toEqual([]);
    // The survivors (and the gateway) are the processes that started with the stack: no restart.
    const pids = appPids(rs);
    for (const name of ['gateway#0', ...SERVICE_NAMES.map((service) => `${service}#0`)]) {
      expect({ name, pid: pids[name], running: rs.stack.processes.find((p) => p.name === name)?.running }).toEqual({
        name,
        pid: pidsBefore[name],
        running: true,
      });
    }
  }, 240_000);
});
