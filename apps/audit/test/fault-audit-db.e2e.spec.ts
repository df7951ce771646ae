/**
 * Reliability of the event path under faults (issue 4, test 5): the audit database goes away
 * while the audit service consumes, and comes back on the same data folder.
 *
 * The audit service gets a PostgreSQL server of its own (the other services share the first
 * one), so that killing it leaves the rest of the product up. That server runs with the default
 * durability (fsync and synchronous_commit on), as production does: it is SIGKILLed, and what
 * it committed (and the audit service acknowledged) must survive the crash.
 */
import type { ProductProbe } from '@warroom/testing';
import { killedWithProbes, runFault } from './fault-phase.js';
import { expectNothingLostOrDoubled } from './fault-report.js';
import { expectProbesAnswered, faultStack, TEST_TIMEOUT_MS } from './fault-support.js';

describe('event path under faults (audit database on a server of its own)', () => {
  const stack = faultStack({ ownAuditPostgres: true });

  it(
    '5. kill -9 of the audit database while the audit service consumes, then a restart on the same data: nothing lost, nothing doubled; the product keeps answering',
    async () => {
      const fs = stack();
      const auditPg = fs.auditPostgres;
      if (!auditPg) throw new Error('the audit database should have a server of its own');
      const audit = fs.stack.get('audit');
      const auditPid = audit.pid;
      const probes: ProductProbe[] = [];
      const run = await runFault(
        fs,
        '5-kill-audit-db',
        killedWithProbes(
          fs,
          async () => {
            auditPg.kill('SIGKILL');
            await auditPg.process.waitForExit(10_000);
          },
          probes,
        ),
        () => auditPg.restart(),
      );
      const result = await run.finish(() => ({ auditServiceRestarted: audit.pid !== auditPid || !audit.running }));
      expectNothingLostOrDoubled(result);
      // The audit service rode out the outage: same process, still running.
      expect({ running: audit.running, pid: audit.pid }).toEqual({ running: true, pid: auditPid });
      await expectProbesAnswered(fs, probes);
    },
    TEST_TIMEOUT_MS,
  );
});
