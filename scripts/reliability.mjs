#!/usr/bin/env node
// The reliability (fault-injection) tests of apps/audit/test at a larger size than CI runs them.
//
//   node scripts/reliability.mjs                      # 10,000 changes per test
//   RELIABILITY_CHANGES=3000 node scripts/reliability.mjs -t "3\."   # one test, 3,000 changes
//
// Env: RELIABILITY_CHANGES (default here 10000; the tests alone default to 1000),
// RELIABILITY_CONCURRENCY (16), RELIABILITY_FAULT_MS (3000), RELIABILITY_DRAIN_TIMEOUT_MS,
// RELIABILITY_RESULTS (default test-results/reliability-<changes>.json), RELIABILITY_ROOT (run
// the apps of another checkout). Extra arguments go to jest. The apps must be built
// (`npm run build`); the tests start their own PostgreSQL, NATS and apps, so jest's shared
// stack is switched off (WARROOM_STACK=off). Prints one line per test and a table at the end;
// exits with jest's status.
import { spawn } from 'node:child_process';
import { existsSync, readFileSync, rmSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const node = existsSync(join(root, 'node_modules', '.bin', 'node'))
  ? join(root, 'node_modules', '.bin', 'node')
  : process.execPath;
const changes = process.env.RELIABILITY_CHANGES || '10000';
const results = process.env.RELIABILITY_RESULTS || join(root, 'test-results', `reliability-${changes}.json`);

const env = {
  ...process.env,
  RELIABILITY_CHANGES: changes,
  RELIABILITY_RESULTS: results,
  WARROOM_STACK: 'off',
  NODE_OPTIONS: [process.env.NODE_OPTIONS, '--experimental-vm-modules'].filter(Boolean).join(' '),
  NODE_NO_WARNINGS: '1',
};

rmSync(results, { force: true });
console.error(`[reliability] ${changes} changes per test; results in ${relative(root, results)}`);
const child = spawn(
  node,
  [join(root, 'node_modules', 'jest', 'bin', 'jest.js'), '--runInBand', 'apps/audit/test', ...process.argv.slice(2)],
  {
    cwd: root,
    env,
    stdio: 'inherit',
  },
);
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => child.kill(signal));

child.once('exit', (code, signal) => {
  let doc;
  try {
    doc = JSON.parse(readFileSync(results, 'utf8'));
  } catch {
    console.error(`[reliability] no results in ${results}`);
  }
  if (doc) {
    const rows = Object.values(doc.tests ?? {}).sort((a, b) => a.test.localeCompare(b.test));
    console.log(`\n${doc.machine?.cores ?? '?'} cores, Node ${doc.machine?.node ?? '?'}, ${changes} changes per test`);
    console.log(
      '| test | changes ok / attempted | committed | audited | lost | doubled | phantom | drain from heal (ms) | drain after load (ms) | redeliveries |',
    );
    console.log('|---|---|---|---|---|---|---|---|---|---|');
    for (const r of rows) {
      console.log(
        `| ${r.test} | ${r.succeeded} / ${r.attempted} | ${r.window.committed} | ${r.window.audited} | ${r.window.lost} | ${r.window.doubled} | ${r.window.phantom} | ${r.drainMs} | ${r.drainAfterLoadMs} | ${r.redeliveries ?? '?'} |`,
      );
    }
  }
  process.exit(signal ? 1 : (code ?? 1));
});
