// One summary of apps/gateway/test/resilience-*.e2e.spec.ts, from the resilience-<name>.json
// files they write into RESILIENCE_RESULTS_DIR; a file from before this run is not read.
import { join } from 'node:path';
import { z } from 'zod';
import { readJson } from '../lib/repo.ts';
import type { RunContext } from './suite.ts';

const ledgerSchema = z.object({ lost: z.number(), doubled: z.number() });
const writesSchema = z.object({
  okWrites: z.number(),
  failedWrites: z.number(),
  failedAndAbsent: z.number(),
  failedButCommitted: z.number(),
  violations: z.array(z.string()),
});
const loadSchema = z.object({
  requests: z.number(),
  reads: z.number(),
  writes: z.number(),
  failed: z.number(),
  seconds: z.number(),
  requestsPerSecond: z.number(),
  p50Ms: z.number(),
  p99Ms: z.number(),
});
const startEnd = z.object({ start: z.number(), end: z.number() });
const afterMs = z.number().nullable();
// Every results file says when it was written.
const finishedAt = z.string();

const replicasSchema = z.object({
  finishedAt,
  clients: z.number(),
  load: loadSchema,
  failedReads: z.array(z.string()),
  writes: writesSchema,
  ledger: ledgerSchema,
});

const restartsSchema = z.object({
  finishedAt,
  outages: z.array(
    z.object({
      dependency: z.string(),
      unhealthyAfterMs: afterMs,
      healthyAfterMs: afterMs,
      failedDuring: z.number(),
      requestsDuring: z.number(),
      firstOkReadAfterMs: afterMs,
      firstOkWriteAfterMs: afterMs,
    }),
  ),
  writes: writesSchema,
  ledger: ledgerSchema,
  pidsUnchanged: z.boolean(),
});

const loadResultsSchema = z.object({
  finishedAt,
  clients: z.number(),
  seconds: z.number(),
  load: loadSchema,
  rssKb: z.record(z.string(), z.object({ middleThirdMean: z.number(), lastThirdMean: z.number() })),
  pgConnections: z.object({ total: startEnd }),
  natsConnections: startEnd,
});

/** resilience-<name>.json if this run wrote it. */
function read<T extends { finishedAt: string }>(run: RunContext, name: string, schema: z.ZodType<T>): T | undefined {
  const doc = readJson(join(run.results, `resilience-${name}.json`), schema);
  return doc && Date.parse(doc.finishedAt) >= run.startedAt ? doc : undefined;
}

function replicasLines(r: z.infer<typeof replicasSchema>): string[] {
  const l = r.load;
  return [
    `replicas: ${r.clients} clients, ${l.requests} requests (${l.reads} reads, ${l.writes} writes) in ${l.seconds} s, ` +
      `failed reads ${r.failedReads.length}, failed writes ${r.writes.failedWrites} ` +
      `(${r.writes.failedAndAbsent} absent, ${r.writes.failedButCommitted} committed), p99 ${l.p99Ms} ms, ` +
      `ledger lost ${r.ledger.lost} doubled ${r.ledger.doubled}, violations ${r.writes.violations.length}`,
  ];
}

function restartsLines(r: z.infer<typeof restartsSchema>): string[] {
  const outages = r.outages.map(
    (o) =>
      `restart ${o.dependency}: 503 after ${o.unhealthyAfterMs} ms, 200 ${o.healthyAfterMs} ms after it was back, ` +
      `${o.failedDuring}/${o.requestsDuring} requests failed meanwhile, first ok read/write ${o.firstOkReadAfterMs}/${o.firstOkWriteAfterMs} ms after`,
  );
  return [
    ...outages,
    `restarts: ${r.writes.okWrites} writes acknowledged, ledger lost ${r.ledger.lost} doubled ${r.ledger.doubled}, ` +
      `violations ${r.writes.violations.length}, pids unchanged ${r.pidsUnchanged}`,
  ];
}

function loadLines(r: z.infer<typeof loadResultsSchema>): string[] {
  const l = r.load;
  const rss = Object.entries(r.rssKb)
    .map(([app, kb]) => `${app} ${Math.round(kb.middleThirdMean / 1024)}->${Math.round(kb.lastThirdMean / 1024)} MB`)
    .join(', ');
  return [
    `load: ${r.clients} clients x ${r.seconds} s: ${l.requests} requests, ${l.requestsPerSecond}/s, ` +
      `p50 ${l.p50Ms} ms, p99 ${l.p99Ms} ms, errors ${l.failed}; PG connections ${r.pgConnections.total.start}->${r.pgConnections.total.end}, ` +
      `NATS ${r.natsConnections.start}->${r.natsConnections.end}; RSS middle->last third: ${rss}`,
  ];
}

export function summarizeResilience(run: RunContext): void {
  const replicas = read(run, 'replicas', replicasSchema);
  const restarts = read(run, 'restarts', restartsSchema);
  const load = read(run, 'load', loadResultsSchema);
  const lines = [
    ...(replicas ? replicasLines(replicas) : []),
    ...(restarts ? restartsLines(restarts) : []),
    ...(load ? loadLines(load) : []),
  ];
  if (lines.length > 0) console.log(`\n[resilience] summary\n${lines.join('\n')}`);
  else console.error('[resilience] no results');
}
