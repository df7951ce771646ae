// The totals of apps/gateway/test/fuzz.e2e.spec.ts, from the file it writes to FUZZ_RESULTS.
import { z } from 'zod';
import { machineLine, machineSchema, readResults } from './run-results.ts';
import type { RunContext } from './suite.ts';

const routeSchema = z.object({
  inputs: z.number(),
  batches: z.number(),
  batchesCompared: z.number(),
  refusedCompared: z.number(),
});

const fuzzResultsSchema = z.object({
  machine: machineSchema,
  routes: z.number(),
  requests: z.number(),
  durationMs: z.number(),
  statuses: z.record(z.string(), z.number()).default({}),
  problems: z.array(z.string()).default([]),
  perRoute: z.record(z.string(), routeSchema).default({}),
});

export function summarizeFuzz({ env, results }: RunContext): void {
  const doc = readResults('fuzz', results, fuzzResultsSchema);
  if (!doc) return;
  const routes = Object.values(doc.perRoute);
  const sum = (pick: (route: z.infer<typeof routeSchema>) => number): number =>
    routes.reduce((total, route) => total + pick(route), 0);
  const statuses = Object.entries(doc.statuses)
    .map(([status, count]) => `${status}: ${count}`)
    .join(', ');
  const seconds = doc.durationMs / 1000;
  console.log(`\n${machineLine(doc.machine)}, ${env.FUZZ_RUNS} inputs per route`);
  console.log(`routes: ${doc.routes}, inputs: ${sum((r) => r.inputs)}, requests: ${doc.requests}`);
  console.log(`duration: ${seconds.toFixed(0)} s (${(doc.requests / seconds).toFixed(0)} requests/s)`);
  console.log(`statuses: ${statuses}`);
  console.log(
    `database comparisons: ${sum((r) => r.batchesCompared)} of ${sum((r) => r.batches)} batches, covering ${sum((r) => r.refusedCompared)} refused requests`,
  );
  console.log(`problems: ${doc.problems.length}`);
  for (const problem of doc.problems.slice(0, 20)) console.log(`  ${problem}`);
}
