#!/usr/bin/env node
// The resilience tests of apps/gateway/test (resilience-*.e2e.spec.ts) at full size.
//
//   node scripts/resilience.mjs                       # all three, full size (about 8 minutes)
//   node scripts/resilience.mjs resilience-load       # one file (extra arguments go to jest)
//   RESILIENCE_LOAD_SECONDS=600 node scripts/resilience.mjs resilience-load
//
// Full size (each can be set in the environment): RESILIENCE_LOAD_CLIENTS=50,
// RESILIENCE_LOAD_SECONDS=300, RESILIENCE_WARMUP_SECONDS=30; RESILIENCE_REPLICA_CLIENTS=24,
// RESILIENCE_KILL_GAP_MS=10000; RESILIENCE_RESTART_CLIENTS=16, RESILIENCE_DOWN_MS=10000.
// The CI sizes are the tests' own defaults. The apps must be built (`npm run build`); each file
// starts its own PostgreSQL, NATS and apps, so jest's shared stack is off (WARROOM_STACK=off)
// and the files run one after the other (--runInBand). Results: test-results/resilience-*.json
// (RESILIENCE_RESULTS_DIR to put them elsewhere); a summary is printed at the end. Exits with
// jest's status.
import { spawn } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const node = existsSync(join(root, 'node_modules', '.bin', 'node'))
  ? join(root, 'node_modules', '.bin', 'node')
  : process.execPath;
const resultsDir = process.env.RESILIENCE_RESULTS_DIR || join(root, 'test-results');

const FULL_SIZE = {
  RESILIENCE_LOAD_CLIENTS: '50',
  RESILIENCE_LOAD_SECONDS: '300',
  RESILIENCE_WARMUP_SECONDS: '30',
  RESILIENCE_REPLICA_CLIENTS: '24',
  RESILIENCE_KILL_GAP_MS: '10000',
  RESILIENCE_RESTART_CLIENTS: '16',
  RESILIENCE_DOWN_MS: '10000',
};

const env = {
  ...process.env,
  ...Object.fromEntries(Object.entries(FULL_SIZE).map(([name, value]) => [name, process.env[name] || value])),
  RESILIENCE_RESULTS_DIR: resultsDir,
  WARROOM_STACK: 'off',
  NODE_OPTIONS: [process.env.NODE_OPTIONS, '--experimental-vm-modules'].filter(Boolean).join(' '),
  NODE_NO_WARNINGS: '1',
};

const args = process.argv.slice(2);
const selection = args.some((a) => !a.startsWith('-')) ? [] : ['apps/gateway/test/resilience-'];
console.error(
  `[resilience] ${Object.keys(FULL_SIZE)
    .map((name) => `${name}=${env[name]}`)
    .join(' ')}`,
);
const started = Date.now();
const child = spawn(
  node,
  [join(root, 'node_modules', 'jest', 'bin', 'jest.js'), '--runInBand', ...selection, ...args],
  { cwd: root, env, stdio: 'inherit' },
);
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => child.kill(signal));

function read(name) {
  try {
    const doc = JSON.parse(readFileSync(join(resultsDir, `resilience-${name}.json`), 'utf8'));
    return Date.parse(doc.finishedAt) >= started ? doc : undefined;
  } catch {
    return undefined;
  }
}

child.once('exit', (code, signal) => {
  const lines = [];
  const replicas = read('replicas');
  if (replicas) {
    const l = replicas.load;
    lines.push(
      `replicas: ${replicas.clients} clients, ${l.requests} requests (${l.reads} reads, ${l.writes} writes) in ${l.seconds} s, ` +
        `failed reads ${replicas.failedReads.length}, failed writes ${replicas.writes.failedWrites} ` +
        `(${replicas.writes.failedAndAbsent} absent, ${replicas.writes.failedButCommitted} committed), p99 ${l.p99Ms} ms, ` +
        `ledger lost ${replicas.ledger.lost} doubled ${replicas.ledger.doubled}, violations ${replicas.writes.violations.length}`,
    );
  }
  const restarts = read('restarts');
  if (restarts) {
    for (const o of restarts.outages) {
      lines.push(
        `restart ${o.dependency}: 503 after ${o.unhealthyAfterMs} ms, 200 ${o.healthyAfterMs} ms after it was back, ` +
          `${o.failedDuring}/${o.requestsDuring} requests failed meanwhile, first ok read/write ${o.firstOkReadAfterMs}/${o.firstOkWriteAfterMs} ms after`,
      );
    }
    lines.push(
      `restarts: ${restarts.writes.okWrites} writes acknowledged, ledger lost ${restarts.ledger.lost} doubled ${restarts.ledger.doubled}, ` +
        `violations ${restarts.writes.violations.length}, pids unchanged ${restarts.pidsUnchanged}`,
    );
  }
  const load = read('load');
  if (load) {
    const l = load.load;
    const rss = Object.entries(load.rssKb)
      .map(([app, r]) => `${app} ${Math.round(r.middleThirdMean / 1024)}->${Math.round(r.lastThirdMean / 1024)} MB`)
      .join(', ');
    lines.push(
      `load: ${load.clients} clients x ${load.seconds} s: ${l.requests} requests, ${l.requestsPerSecond}/s, ` +
        `p50 ${l.p50Ms} ms, p99 ${l.p99Ms} ms, errors ${l.failed}; PG connections ${load.pgConnections.total.start}->${load.pgConnections.total.end}, ` +
        `NATS ${load.natsConnections.start}->${load.natsConnections.end}; RSS middle->last third: ${rss}`,
    );
  }
  if (lines.length > 0) console.log(`\n[resilience] summary\n${lines.join('\n')}`);
  else console.error('[resilience] no results');
  process.exit(signal ? 1 : (code ?? 1));
});
