/**
 * Reliability of the event path under faults (issue 4, test 5): the audit database goes away
 * while the audit service consumes, and comes back on the same data folder.
 *
 * The audit service gets a PostgreSQL server of its own (the other services share the first
 * one), so that killing it leaves the rest of the product up. That server runs with the default
 * durability (fsync and synchronous_commit on), as production does: it is SIGKILLed, and what
 * it committed (and the audit service acknowledged) must survive the crash.
 */
import {
  auditedApplications,
  beginPhase,
  CHANGES,
  expectNothingLostOrDoubled,
  FAULT_AT,
  finishPhase,
  holdFault,
  Load,
  probeProduct,
  report,
  startFaultStack,
  TEST_TIMEOUT_MS,
  snapshotBacklog,
  stopAllLoads,
  type BacklogWatch,
  type FaultStack,
  type ProductProbe,
} from './fault-support.js';

describe('event path under faults (audit database on a server of its own)', () => {
  let fs: FaultStack;

  beforeAll(async () => {
    fs = await startFaultStack({ ownAuditPostgres: true });
  }, 180_000);

  afterEach(async () => {
    await stopAllLoads();
  }, 60_000);

  afterAll(async () => {
    await stopAllLoads();
    await fs?.stop();
  }, 90_000);

  it(
    '5. kill -9 of the audit database while the audit service consumes, then a restart on the same data: nothing lost, nothing doubled; the product keeps answering',
    async () => {
      const auditPg = fs.auditPostgres;
      if (!auditPg) throw new Error('the audit database should have a server of its own');
      const audit = fs.stack.get('audit');
      const auditPid = audit.pid;
      const phase = await beginPhase(fs, '5-kill-audit-db');
      const load = new Load(fs.baseUrl, CHANGES);
      let faultAt: number | undefined;
      let healedAt: number;
      let backlog: BacklogWatch;
      const probes: ProductProbe[] = [];
      try {
        await load.reached(Math.floor(CHANGES * FAULT_AT));
        auditPg.kill('SIGKILL');
        await auditPg.process.waitForExit(10_000);
        faultAt = Date.now();
        probes.push(await probeProduct(fs.baseUrl));
        await holdFault(load, 3_000, Math.floor(CHANGES * 0.1));
        probes.push(await probeProduct(fs.baseUrl));
      } finally {
        const before = await snapshotBacklog(fs).catch(() => undefined);
        await auditPg.restart();
        healedAt = Date.now();
        backlog = (before ?? (await snapshotBacklog(fs))).watch(healedAt);
      }
      const summary = await load.done;
      const result = await finishPhase(
        fs,
        phase,
        summary,
        { faultAt, healedAt, backlog },
        { auditServiceRestarted: audit.pid !== auditPid || !audit.running },
      );
      report(result);
      expectNothingLostOrDoubled(result);
      // The audit service rode out the outage: same process, still running.
      expect({ running: audit.running, pid: audit.pid }).toEqual({ running: true, pid: auditPid });
      for (const probe of probes)
        expect(probe).toMatchObject({ submitStatus: 201, statusStatus: 200, applicationStatus: 'SUBMITTED' });
      expect(
        await auditedApplications(
          fs,
          probes.map((p) => p.id),
        ),
      ).toBe(probes.length);
    },
    TEST_TIMEOUT_MS,
  );
});
