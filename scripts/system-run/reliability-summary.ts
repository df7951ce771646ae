// The table of apps/audit/test's fault tests, from the file they merge into RELIABILITY_RESULTS.
import { z } from 'zod';
import { machineLine, machineSchema, readResults } from './run-results.ts';
import type { RunContext } from './suite.ts';

const testSchema = z.object({
  test: z.string(),
  succeeded: z.number(),
  attempted: z.number(),
  window: z.object({
    committed: z.number(),
    audited: z.number(),
    lost: z.number(),
    doubled: z.number(),
    phantom: z.number(),
  }),
  drainMs: z.number(),
  drainAfterLoadMs: z.number(),
  redeliveries: z.number().nullish(),
});

const reliabilityResultsSchema = z.object({
  machine: machineSchema,
  tests: z.record(z.string(), testSchema).default({}),
});

export function summarizeReliability({ env, results }: RunContext): void {
  const doc = readResults('reliability', results, reliabilityResultsSchema);
  if (!doc) return;
  const rows = Object.values(doc.tests).sort((a, b) => a.test.localeCompare(b.test));
  console.log(`\n${machineLine(doc.machine)}, ${env.RELIABILITY_CHANGES} changes per test`);
  console.log(
    '| test | changes ok / attempted | committed | audited | lost | doubled | phantom | drain from heal (ms) | drain after load (ms) | redeliveries |',
  );
  console.log('|---|---|---|---|---|---|---|---|---|---|');
  for (const r of rows) {
    const w = r.window;
    console.log(
      `| ${r.test} | ${r.succeeded} / ${r.attempted} | ${w.committed} | ${w.audited} | ${w.lost} | ${w.doubled} | ${w.phantom} | ${r.drainMs} | ${r.drainAfterLoadMs} | ${r.redeliveries ?? '?'} |`,
    );
  }
}
