// `npm test`: build (Nx caches), jest, then Playwright when apps/web/playwright.config.ts exists.
// Reads each runner's JSON report and prints the real totals as the very last line:
// `N passed, N failed`. Exits 0 only if nothing failed and at least one test ran; a runner that
// cannot run, crashes or leaves no report counts as a failure. Extra arguments go to jest
// (`npm test -- libs/csv` narrows its run; Playwright still runs in full).
// Ctrl-C, SIGTERM (to this process or the npm that runs it) or a closed terminal stops the runner
// that runs, and at the end every process the run started that is still there is stopped
// (scripts/lib/run-processes.ts): a test file's own stack lives in jest's process, whose signal
// handlers jest never calls.
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { ChildProcess } from 'node:child_process';
import { jestEntry, nodeBinary, readJson, repoRoot, spawnInherited } from './lib/repo.ts';
import { markRun, onStopSignals, stopRun } from './lib/run-processes.ts';
import { jestReportSchema, jestTotals, playwrightReportSchema, playwrightTotals, type Totals } from './test/totals.ts';

const runId = markRun();
const reports = mkdtempSync(join(tmpdir(), 'warroom-test-reports-'));
const jestArgs = process.argv.slice(2);
const minutes = (name: string, fallback: number): number => Number(process.env[name] || fallback) * 60_000;

let passed = 0;
// Failures of checks that ran before this script (.ci/run's compose check), so the last line counts them too.
let failed = Number.parseInt(process.env.WARROOM_EXTRA_FAILED ?? '0', 10) || 0;
let current: ChildProcess | undefined;
let interrupted = false;

function note(message: string): void {
  console.error(`[test] ${message}`);
}

function add(totals: Totals): void {
  for (const line of totals.notes) note(line);
  passed += totals.passed;
  failed += totals.failed;
}

const shown = (arg: string): string => (arg.startsWith(repoRoot) ? arg.slice(repoRoot.length + 1) : arg);

type RunOptions = { readonly env?: Readonly<Record<string, string>>; readonly timeoutMs: number };

/** Runs a command with inherited output; resolves to its exit code (a signal or a spawn error count as failures). */
async function run(label: string, command: string, args: readonly string[], options: RunOptions): Promise<number> {
  note(`${label}: ${[command, ...args].map(shown).join(' ')}`);
  const { child, ended } = spawnInherited(command, args, { env: options.env });
  current = child;
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    note(`${label} still running after ${options.timeoutMs / 60_000} min: stopping it`);
    child.kill('SIGTERM');
    setTimeout(() => child.kill('SIGKILL'), 30_000).unref();
  }, options.timeoutMs);
  const end = await ended;
  clearTimeout(timer);
  current = undefined;
  if (end.kind === 'failed-to-start') {
    note(`${label} could not start: ${end.error.message}`);
    return 127;
  }
  if (end.signal || timedOut) note(`${label} ended by ${end.signal ?? 'timeout'}`);
  return timedOut ? 124 : (end.code ?? 128);
}

async function build(): Promise<boolean> {
  const code = await run('build', 'npm', ['run', 'build'], { timeoutMs: minutes('TEST_BUILD_TIMEOUT_MIN', 20) });
  if (code !== 0) {
    note(`build failed (exit ${code}): counting 1 failure, skipping the test runners`);
    failed += 1;
    return false;
  }
  return true;
}

async function jest(): Promise<void> {
  const outputFile = join(reports, 'jest.json');
  const code = await run(
    'jest',
    nodeBinary,
    ['--experimental-vm-modules', jestEntry, '--json', `--outputFile=${outputFile}`, ...jestArgs],
    { timeoutMs: minutes('TEST_JEST_TIMEOUT_MIN', 45), env: { NODE_NO_WARNINGS: '1' } },
  );
  const report = readJson(outputFile, jestReportSchema);
  if (!report) {
    note(`jest left no report (exit ${code}): counting 1 failure`);
    failed += 1;
    return;
  }
  add(jestTotals(report, code));
}

async function playwright(): Promise<void> {
  const config = join(repoRoot, 'apps', 'web', 'playwright.config.ts');
  if (!existsSync(config)) {
    note('no apps/web/playwright.config.ts: skipping Playwright');
    return;
  }
  const outputFile = join(reports, 'playwright.json');
  const code = await run(
    'playwright',
    join(repoRoot, 'node_modules', '.bin', 'playwright'),
    ['test', '-c', config, '--reporter=list,json'],
    { timeoutMs: minutes('TEST_PLAYWRIGHT_TIMEOUT_MIN', 30), env: { PLAYWRIGHT_JSON_OUTPUT_FILE: outputFile } },
  );
  const report = readJson(outputFile, playwrightReportSchema);
  if (!report) {
    note(`Playwright left no report (exit ${code}): counting 1 failure`);
    failed += 1;
    return;
  }
  add(playwrightTotals(report, code));
}

onStopSignals((signal) => {
  const child = current;
  if (interrupted) child?.kill('SIGKILL');
  interrupted = true;
  // Children in our process group got a Ctrl-C themselves; a kill of us alone is passed on.
  child?.kill(signal);
  setTimeout(() => child?.kill('SIGKILL'), 30_000).unref();
});

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
  const left = await stopRun(runId);
  if (left.found > 0) note(`stopped ${left.found} process(es) the run had left running (${left.killed} SIGKILLed)`);
}

if (interrupted) failed = Math.max(failed, 1);
const ok = failed === 0 && passed > 0;
if (failed === 0 && passed === 0) note('no test ran');
process.exitCode = ok ? 0 : 1;
// Nothing may be printed after this line.
console.log(`${passed} passed, ${failed} failed`);
