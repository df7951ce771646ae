// The long system runs, at a larger size than CI gives them: `npm run <suite> -- [jest args]`.
//
//   npm run fuzz           apps/gateway/test/fuzz.e2e.spec.ts: FUZZ_RUNS generated inputs per
//                          route of the OpenAPI document (1000 here; CI runs the test's own
//                          default), each sent as nobody, a MEMBER and an ADMIN.
//                          FUZZ_SEED replays a run (a failure prints its seed), FUZZ_CONCURRENCY
//                          (8), FUZZ_LOG (a JSONL file of every request and answer),
//                          FUZZ_RESULTS (test-results/fuzz-<runs>.json).
//   npm run resilience     apps/gateway/test/resilience-*.e2e.spec.ts at full size (about 8
//                          minutes): the sizes in the table below; results in
//                          RESILIENCE_RESULTS_DIR (test-results). A file name among the jest
//                          arguments (`npm run resilience -- resilience-load`) runs that one only.
//   npm run reliability    apps/audit/test/fault-* (the fault-injection tests) at RELIABILITY_CHANGES
//                          (10000 here; the tests alone default to 1000), RELIABILITY_CONCURRENCY
//                          (16), RELIABILITY_FAULT_MS (3000), RELIABILITY_DRAIN_TIMEOUT_MS,
//                          RELIABILITY_ROOT (run the apps of another checkout), RELIABILITY_RESULTS
//                          (test-results/reliability-<changes>.json); and
//                          apps/identity/test/mail-fault.e2e.spec.ts (mail while SMTP is down) at
//                          MAIL_FAULT_APPLICATIONS (2000 here; the test alone defaults to 200),
//                          its figures in MAIL_FAULT_RESULTS (test-results/mail-fault.json).
//
// Examples: `FUZZ_RUNS=200 FUZZ_SEED=42 npm run fuzz -- -t "POST /api/decisions"`,
// `RELIABILITY_CHANGES=3000 npm run reliability -- -t "3\."`, `npm run reliability -- -t "SMTP is down"`,
// `RESILIENCE_LOAD_SECONDS=600 npm run resilience -- resilience-load`.
//
// Builds first when a build output is missing (a fresh clone). Each suite starts its own PostgreSQL,
// NATS and apps, so jest's shared stack is off (WARROOM_STACK=off) and the files run one after the
// other (--runInBand). Prints the totals at the end; exits with jest's status (1 if jest was killed).
// Ctrl-C, SIGTERM (to this process, its group or the npm that runs it) or a closed terminal stops
// jest and then every process the run started (scripts/lib/supervise.ts): the stacks the test
// files start live in jest's process, whose signal handlers jest never calls. The run's temporary
// folders (TMPDIR, one for the run) go with them unless WARROOM_KEEP_TMP=1.
import { chmodSync, mkdtempSync, realpathSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative, resolve } from 'node:path';
import { BUILD_COMMAND, missingBuilds } from './lib/build.ts';
import { jestEntry, nodeBinary, repoRoot } from './lib/repo.ts';
import { supervise } from './lib/supervise.ts';
import { summarizeFuzz } from './system-run/fuzz-summary.ts';
import { summarizeReliability } from './system-run/reliability-summary.ts';
import { summarizeResilience } from './system-run/resilience-summary.ts';
import type { Suite } from './system-run/suite.ts';

const SUITES = {
  fuzz: {
    tests: 'apps/gateway/test/fuzz.e2e.spec.ts',
    selection: 'always',
    defaults: { FUZZ_RUNS: '1000' },
    results: { variable: 'FUZZ_RESULTS', kind: 'file', fallback: (env) => `test-results/fuzz-${env.FUZZ_RUNS}.json` },
    banner: ({ env, results }) => `${env.FUZZ_RUNS} inputs per route; results in ${relative(repoRoot, results)}`,
    summarize: summarizeFuzz,
  },
  resilience: {
    tests: 'apps/gateway/test/resilience-',
    selection: 'unless-paths-given',
    defaults: {
      RESILIENCE_LOAD_CLIENTS: '50',
      RESILIENCE_LOAD_SECONDS: '300',
      RESILIENCE_WARMUP_SECONDS: '30',
      RESILIENCE_REPLICA_CLIENTS: '24',
      RESILIENCE_KILL_GAP_MS: '10000',
      RESILIENCE_RESTART_CLIENTS: '16',
      RESILIENCE_DOWN_MS: '10000',
    },
    results: { variable: 'RESILIENCE_RESULTS_DIR', kind: 'folder', fallback: () => 'test-results' },
    banner: ({ env }) =>
      Object.entries(env)
        .map(([name, value]) => `${name}=${value}`)
        .join(' '),
    summarize: summarizeResilience,
  },
  reliability: {
    // Not the audit's other tests (page-plan): they need jest's shared stack, which is off here.
    tests: 'apps/audit/test/fault-|apps/identity/test/mail-fault',
    selection: 'always',
    defaults: { RELIABILITY_CHANGES: '10000', MAIL_FAULT_APPLICATIONS: '2000' },
    results: {
      variable: 'RELIABILITY_RESULTS',
      kind: 'file',
      fallback: (env) => `test-results/reliability-${env.RELIABILITY_CHANGES}.json`,
    },
    banner: ({ env, results }) =>
      `${env.RELIABILITY_CHANGES} changes per test, ${env.MAIL_FAULT_APPLICATIONS} applications while SMTP is down; results in ${relative(repoRoot, results)}`,
    summarize: summarizeReliability,
  },
} as const satisfies Record<string, Suite>;

type SuiteName = keyof typeof SUITES;

function isSuiteName(name: string | undefined): name is SuiteName {
  return name !== undefined && Object.hasOwn(SUITES, name);
}

// jest options whose value is the next argument, so that value is not taken for a test path.
const OPTIONS_WITH_VALUE = new Set(['-t', '--testNamePattern', '-c', '--config', '-w', '--maxWorkers', '--seed']);

/** Whether the jest arguments name test files themselves. */
function namesPaths(args: readonly string[]): boolean {
  return args.some((arg, i) => !arg.startsWith('-') && !OPTIONS_WITH_VALUE.has(args[i - 1] ?? ''));
}

const [name, ...jestArgs] = process.argv.slice(2);
if (!isSuiteName(name)) {
  console.error(`Usage: system-run <${Object.keys(SUITES).join('|')}> [jest arguments]`);
  process.exit(2);
}
const suite: Suite = SUITES[name];
const tag = `[${name}]`;

const env = Object.fromEntries(
  Object.entries(suite.defaults).map(([variable, fallback]) => [variable, process.env[variable] || fallback]),
);
const results = resolve(repoRoot, process.env[suite.results.variable] || suite.results.fallback(env));
if (suite.results.kind === 'file') rmSync(results, { force: true });
console.error(`${tag} ${suite.banner({ env, results })}`);

const selection = suite.selection === 'always' || !namesPaths(jestArgs) ? [suite.tests] : [];
const supervisor = supervise(tag);
const missing = missingBuilds();
if (missing.length > 0) {
  console.error(`${tag} not built yet (${missing.join(', ')}): building first`);
  const built = await supervisor.run(BUILD_COMMAND.command, BUILD_COMMAND.args, { env: BUILD_COMMAND.env });
  if (built.kind !== 'exited' || built.code !== 0) {
    if (!supervisor.stopSignal()) console.error(`${tag} the build failed`);
    await supervisor.sweep();
    process.exit(supervisor.exitCode(built) || 1);
  }
}

// jest's cache stays where it always is (its default is under the TMPDIR of its process).
const cacheDirectory = join(realpathSync(tmpdir()), `jest_${(process.getuid?.() ?? 0).toString(36)}`);
const runTmp = mkdtempSync(join(tmpdir(), `warroom-${name}-run-`));
// As root, PostgreSQL runs as the postgres OS user, who must be able to enter it.
chmodSync(runTmp, 0o755);
const startedAt = Date.now();
const end = await supervisor.run(
  nodeBinary,
  [jestEntry, '--runInBand', `--cacheDirectory=${cacheDirectory}`, ...selection, ...jestArgs],
  {
    stdin: 'inherit',
    env: {
      ...env,
      [suite.results.variable]: results,
      WARROOM_STACK: 'off',
      TMPDIR: runTmp,
      NODE_OPTIONS: [process.env.NODE_OPTIONS, '--experimental-vm-modules'].filter(Boolean).join(' '),
      NODE_NO_WARNINGS: '1',
    },
  },
);
await supervisor.sweep();
if (process.env.WARROOM_KEEP_TMP === '1') console.error(`${tag} kept ${runTmp}`);
else rmSync(runTmp, { recursive: true, force: true });

if (end.kind === 'failed-to-start') console.error(`${tag} jest could not start: ${end.error.message}`);
suite.summarize({ env, results, startedAt });
process.exit(supervisor.exitCode(end));
