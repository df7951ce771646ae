#!/usr/bin/env node
// `npm test`: build (Nx caches), jest, then Playwright when apps/web/playwright.config.ts exists.
// Reads each runner's JSON report and prints the real totals as the very last line:
// `N passed, N failed`. Exits 0 only if nothing failed and at least one test ran; a runner that
// cannot run, crashes or leaves no report counts as a failure.
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const node = existsSync(join(root, 'node_modules', '.bin', 'node'))
  ? join(root, 'node_modules', '.bin', 'node')
  : process.execPath;
const reports = mkdtempSync(join(tmpdir(), 'warroom-test-reports-'));
const minutes = (name, fallback) => Number(process.env[name] || fallback) * 60_000;

let passed = 0;
// Failures of checks that ran before this script (.ci/run's compose check), so the last line counts them too.
let failed = Number.parseInt(process.env.WARROOM_EXTRA_FAILED ?? '0', 10) || 0;
let current;
let interrupted = false;

function note(message) {
  console.error(`[test] ${message}`);
}

/** Runs a command with inherited output; resolves to its exit code (a signal or a spawn error count as failures). */
function run(label, command, args, { env = {}, timeoutMs }) {
  return new Promise((resolvePromise) => {
    note(`${label}: ${[command, ...args].map((a) => (a.startsWith(root) ? a.slice(root.length + 1) : a)).join(' ')}`);
    const child = spawn(command, args, {
      cwd: root,
      stdio: ['ignore', 'inherit', 'inherit'],
      env: { ...process.env, ...env },
    });
    current = child;
    let timedOut = false;
    const timer = setTimeout(() => {
      timedOut = true;
      note(`${label} still running after ${timeoutMs / 60_000} min: stopping it`);
      child.kill('SIGTERM');
      setTimeout(() => child.kill('SIGKILL'), 30_000).unref();
    }, timeoutMs);
    child.once('error', (error) => {
      clearTimeout(timer);
      note(`${label} could not start: ${error.message}`);
      resolvePromise(127);
    });
    child.once('exit', (code, signal) => {
      clearTimeout(timer);
      current = undefined;
      if (signal || timedOut) note(`${label} ended by ${signal ?? 'timeout'}`);
      resolvePromise(timedOut ? 124 : (code ?? 128));
    });
  });
}

function readJson(file) {
  try {
    return JSON.parse(readFileSync(file, 'utf8'));
  } catch {
    return undefined;
  }
}

async function build() {
  const code = await run('build', 'npm', ['run', 'build'], { timeoutMs: minutes('TEST_BUILD_TIMEOUT_MIN', 20) });
  if (code !== 0) {
    note(`build failed (exit ${code}): counting 1 failure, skipping the test runners`);
    failed += 1;
    return false;
  }
  return true;
}

async function jest() {
  const outputFile = join(reports, 'jest.json');
  const code = await run(
    'jest',
    node,
    [
      '--experimental-vm-modules',
      join(root, 'node_modules', 'jest', 'bin', 'jest.js'),
      '--json',
      `--outputFile=${outputFile}`,
    ],
    { timeoutMs: minutes('TEST_JEST_TIMEOUT_MIN', 45), env: { NODE_NO_WARNINGS: '1' } },
  );
  const report = readJson(outputFile);
  if (!report) {
    note(`jest left no report (exit ${code}): counting 1 failure`);
    failed += 1;
    return;
  }
  const jestPassed = report.numPassedTests ?? 0;
  // Suites that failed to run (syntax error, failing beforeAll import) have no failed tests of their own.
  let jestFailed = (report.numFailedTests ?? 0) + (report.numRuntimeErrorTestSuites ?? 0);
  // Nothing is skipped on purpose, so a skipped or to-do test is counted as failed.
  const notRun = (report.numPendingTests ?? 0) + (report.numTodoTests ?? 0);
  if (notRun > 0) note(`jest: ${notRun} test(s) skipped or to do: counted as failed`);
  jestFailed += notRun;
  if (code !== 0 && jestFailed === 0) {
    note(`jest exited ${code} without a failed test: counting 1 failure`);
    jestFailed = 1;
  }
  note(`jest: ${jestPassed} passed, ${jestFailed} failed`);
  passed += jestPassed;
  failed += jestFailed;
}

async function playwright() {
  const config = join(root, 'apps', 'web', 'playwright.config.ts');
  if (!existsSync(config)) {
    note('no apps/web/playwright.config.ts: skipping Playwright');
    return;
  }
  const outputFile = join(reports, 'playwright.json');
  const code = await run(
    'playwright',
    join(root, 'node_modules', '.bin', 'playwright'),
    ['test', '-c', config, '--reporter=list,json'],
    { timeoutMs: minutes('TEST_PLAYWRIGHT_TIMEOUT_MIN', 30), env: { PLAYWRIGHT_JSON_OUTPUT_FILE: outputFile } },
  );
  const report = readJson(outputFile);
  if (!report?.stats) {
    note(`Playwright left no report (exit ${code}): counting 1 failure`);
    failed += 1;
    return;
  }
  const { expected = 0, unexpected = 0, flaky = 0, skipped = 0 } = report.stats;
  // Nothing is skipped on purpose, so a test that did not run is counted as failed.
  if (skipped > 0) note(`playwright: ${skipped} test(s) did not run: counted as failed`);
  let pwFailed = unexpected + skipped;
  // Errors outside any test (global setup, web server) are in report.errors.
  if (pwFailed === 0 && (code !== 0 || (report.errors?.length ?? 0) > 0)) {
    note(`Playwright exited ${code} with ${report.errors?.length ?? 0} error(s) outside tests: counting 1 failure`);
    pwFailed = 1;
  }
  note(`playwright: ${expected + flaky} passed, ${pwFailed} failed`);
  passed += expected + flaky;
  failed += pwFailed;
}

for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) {
  process.on(signal, () => {
    interrupted = true;
    // Children in our process group got a Ctrl-C themselves; a kill of us alone is passed on.
    current?.kill(signal);
  });
}

if (failed > 0) note(`${failed} failure(s) before the tests (WARROOM_EXTRA_FAILED)`);
try {
  if (await build()) {
    if (!interrupted) await jest();
    if (!interrupted) await playwright();
  }
} catch (error) {
  note(`unexpected error: ${error instanceof Error ? error.stack : String(error)}`);
  failed += 1;
} finally {
  rmSync(reports, { recursive: true, force: true });
}

if (interrupted) failed = Math.max(failed, 1);
const ok = failed === 0 && passed > 0;
if (failed === 0 && passed === 0) note('no test ran');
process.exitCode = ok ? 0 : 1;
// Nothing may be printed after this line.
console.log(`${passed} passed, ${failed} failed`);
