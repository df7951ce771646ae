#!/usr/bin/env node
// The fuzz tests of apps/gateway/test/fuzz.e2e.spec.ts at full size: every route of the OpenAPI
// document gets FUZZ_RUNS generated inputs (default here 1000; CI runs the test's own default),
// each sent as nobody, a MEMBER and an ADMIN.
//
//   node scripts/fuzz.mjs                          # 1,000 inputs per route
//   FUZZ_RUNS=200 FUZZ_SEED=42 node scripts/fuzz.mjs -t "POST /api/decisions"
//
// Env: FUZZ_RUNS, FUZZ_SEED (replays a run; a failure prints its seed), FUZZ_CONCURRENCY (8),
// FUZZ_RESULTS (default test-results/fuzz-<runs>.json), FUZZ_LOG (a JSONL file of every request
// and answer). The apps must be built (`npm run build`); the test starts its own PostgreSQL,
// NATS and apps, so jest's shared stack is switched off. Prints the totals at the end; exits
// with jest's status.
import { spawn } from 'node:child_process';
import { existsSync, readFileSync, rmSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const node = existsSync(join(root, 'node_modules', '.bin', 'node'))
  ? join(root, 'node_modules', '.bin', 'node')
  : process.execPath;
const runs = process.env.FUZZ_RUNS || '1000';
const results = process.env.FUZZ_RESULTS || join(root, 'test-results', `fuzz-${runs}.json`);

const env = {
  ...process.env,
  FUZZ_RUNS: runs,
  FUZZ_RESULTS: results,
  WARROOM_STACK: 'off',
  NODE_OPTIONS: [process.env.NODE_OPTIONS, '--experimental-vm-modules'].filter(Boolean).join(' '),
  NODE_NO_WARNINGS: '1',
};

rmSync(results, { force: true });
console.error(`[fuzz] ${runs} inputs per route; results in ${relative(root, results)}`);
const child = spawn(
  node,
  [
    join(root, 'node_modules', 'jest', 'bin', 'jest.js'),
    '--runInBand',
    'apps/gateway/test/fuzz.e2e.spec.ts',
    ...process.argv.slice(2),
  ],
  { cwd: root, env, stdio: 'inherit' },
);
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => child.kill(signal));

child.once('exit', (code, signal) => {
  let doc;
  try {
    doc = JSON.parse(readFileSync(results, 'utf8'));
  } catch {
    console.error(`[fuzz] no results in ${results}`);
  }
  if (doc) {
    const routes = Object.values(doc.perRoute ?? {});
    const sum = (pick) => routes.reduce((total, route) => total + pick(route), 0);
    const statuses = Object.entries(doc.statuses ?? {})
      .map(([status, count]) => `${status}: ${count}`)
      .join(', ');
    console.log(`\n${doc.machine?.cores ?? '?'} cores, Node ${doc.machine?.node ?? '?'}, ${runs} inputs per route`);
    console.log(`routes: ${doc.routes}, inputs: ${sum((r) => r.inputs)}, requests: ${doc.requests}`);
    console.log(
      `duration: ${(doc.durationMs / 1000).toFixed(0)} s (${(doc.requests / (doc.durationMs / 1000)).toFixed(0)} requests/s)`,
    );
    console.log(`statuses: ${statuses}`);
    console.log(
      `database comparisons: ${sum((r) => r.batchesCompared)} of ${sum((r) => r.batches)} batches, covering ${sum((r) => r.refusedCompared)} refused requests`,
    );
    console.log(`problems: ${doc.problems?.length ?? 0}`);
    for (const problem of (doc.problems ?? []).slice(0, 20)) console.log(`  ${problem}`);
  }
  process.exit(signal ? 1 : (code ?? 1));
});
