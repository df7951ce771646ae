/**
 * `npm run bench` (full) and `npm run bench:smoke` (--smoke: tiny data, ~1 s per scenario): the
 * launcher. The run itself is main.ts (what it measures, its options: config.ts).
 *
 * This file imports no workspace package: `@warroom/<name>` loads its package's build, which a
 * fresh clone (`npm ci`) does not have. So it builds first (nx, cached) when a build output is
 * missing or with --build, and only then starts main.ts, as a child of its own, with every
 * argument. Ctrl-C, SIGTERM (to this process, its group or the npm that runs it) or a closed
 * terminal is passed on to the run (once), which stops what it started (up to a minute: PostgreSQL writes
 * its data out), and then whatever of the run is still there is stopped too (scripts/lib).
 * Exits with the run's code.
 */
import { join } from 'node:path';
import { BUILD_COMMAND, missingBuilds } from '../scripts/lib/build.ts';
import { nodeBinary } from '../scripts/lib/repo.ts';
import { supervise } from '../scripts/lib/supervise.ts';
import { BENCH_DIR } from './lib/paths.ts';
import { BUILT_VARIABLE } from './phases/prepare.ts';

const tag = '[bench]';
const args = process.argv.slice(2);
const supervisor = supervise(tag);

const missing = missingBuilds();
const build = args.includes('--build') || missing.length > 0;
if (build) {
  console.log(`${tag} building (nx run-many -t build)${missing.length > 0 ? `: ${missing.join(', ')} not built` : ''}`);
  const built = await supervisor.run(BUILD_COMMAND.command, BUILD_COMMAND.args, { env: BUILD_COMMAND.env });
  if (built.kind !== 'exited' || built.code !== 0) {
    if (!supervisor.stopSignal()) console.error(`${tag} the build failed`);
    await supervisor.sweep();
    process.exit(supervisor.exitCode(built) || 1);
  }
}

// In a group of its own, so that it gets one signal (ours), not a second one from the terminal or
// `timeout`, which it would take for 'stop at once'.
const end = await supervisor.run(nodeBinary, [join(BENCH_DIR, 'main.ts'), ...args], {
  env: { [BUILT_VARIABLE]: build ? '1' : '0' },
  graceMs: 60_000,
  detached: true,
});
if (end.kind === 'failed-to-start') console.error(`${tag} could not start the run: ${end.error.message}`);
await supervisor.sweep();
process.exit(supervisor.exitCode(end));
