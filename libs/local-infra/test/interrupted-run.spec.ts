/**
 * A long run interrupted the way `timeout`, a CI time limit or an editor's stop button does it:
 * SIGTERM to the npm process alone. npm passes it on to its `sh -c`, which dies of it without
 * passing it on; the launcher (scripts/system-run.ts) must still stop jest and every process of
 * the stack the test file started: PostgreSQL, NATS, the mail catcher and the five apps, which run
 * in process groups of their own.
 *
 * The run is `npm run fuzz` at a size that would take many minutes; it is stopped once its stack
 * answers. What belongs to it is found in /proc: everything below the npm process once the stack is
 * up (the servers are children of jest until jest goes), and every process whose environment has
 * this test's own mark (the apps, maildev, jest and the launcher inherit it).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { existsSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  buildIfMissing,
  descendantsOf,
  environValue,
  killLeftovers,
  processesWith,
  repoRoot,
  sleep,
  stillThere,
  type Seen,
} from './proc.js';

const MARK = 'WARROOM_INTERRUPT_TEST';
const APPS = ['gateway', 'identity', 'portal', 'applications', 'audit'];
/** The apps' grace period (8 s), then PostgreSQL's fast shutdown and NATS, on a busy machine. */
const ALL_GONE_WITHIN_MS = 25_000;

/** This environment without what would point the run at servers of ours (the shared test stack). */
function cleanEnv(mark: string): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = { ...process.env };
  for (const name of Object.keys(env)) {
    if (/^(WARROOM_(?!RUN_ID$)|JEST_|DATABASE_URL$|NATS_URL$|NODE_OPTIONS$)/.test(name)) delete env[name];
  }
  return { ...env, [MARK]: mark, WARROOM_TEST_INFRA: 'local', FUZZ_RUNS: '500', FUZZ_SEED: '1' };
}

/** The stack of the run once the gateway answers /api/health with 200: every process below npm. */
async function stackUp(npm: ChildProcess, output: () => string): Promise<Seen[]> {
  const deadline = Date.now() + 90_000;
  for (;;) {
    if (npm.exitCode !== null || npm.signalCode !== null) throw new Error(`npm run fuzz ended early:\n${output()}`);
    if (Date.now() > deadline) throw new Error(`the run's stack did not come up within 90 s:\n${output()}`);
    const tree = descendantsOf(npm.pid ?? 0);
    const has = (pattern: RegExp): Seen | undefined => tree.find((p) => pattern.test(p.cmdline));
    const gateway = has(/apps\/gateway\/dist\/main\.js/);
    const port = gateway ? environValue(gateway.pid, 'PORT') : undefined;
    const complete =
      has(/bin\/postgres -D/) &&
      has(/nats-server/) &&
      has(/maildev/) &&
      APPS.every((app) => has(new RegExp(`apps/${app}/dist`)));
    if (complete && port) {
      const healthy = await fetch(`http://127.0.0.1:${port}/api/health`).then(
        (r) => r.status === 200,
        () => false,
      );
      if (healthy) return descendantsOf(npm.pid ?? 0);
    }
    await sleep(250);
  }
}

describe('an interrupted long run', () => {
  it('SIGTERM to `npm run fuzz` stops jest and the whole stack within seconds', async () => {
    buildIfMissing(APPS.map((app) => `apps/${app}/dist/main.js`));
    const mark = randomUUID();
    let text = '';
    const output = (): string => text.split('\n').slice(-40).join('\n');
    const npm = spawn('npm', ['run', 'fuzz', '--', '-t', 'fuzzes'], {
      cwd: repoRoot,
      env: cleanEnv(mark),
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    npm.stdout.on('data', (chunk: Buffer) => (text += chunk.toString()));
    npm.stderr.on('data', (chunk: Buffer) => (text += chunk.toString()));
    let seen: Seen[] = [];
    const left = (): Seen[] => [...seen.filter(stillThere), ...processesWith(MARK, mark)];
    try {
      seen = await stackUp(npm, output);
      const dataDirs = seen.flatMap((p) => /bin\/postgres -D (\S+)/.exec(p.cmdline)?.[1] ?? []);
      expect(dataDirs).toHaveLength(1);

      npm.kill('SIGTERM');
      const asked = Date.now();
      while (left().length > 0 && Date.now() - asked < ALL_GONE_WITHIN_MS) await sleep(250);
      const remaining = left();
      if (remaining.length > 0)
        throw new Error(
          `${ALL_GONE_WITHIN_MS / 1000} s after SIGTERM to npm, still running:\n${remaining.map((p) => `${p.pid} ${p.cmdline}`).join('\n')}\n--- output\n${output()}`,
        );
      // The run's temporary folder (the data of its PostgreSQL and NATS) went with it.
      expect(dataDirs.filter((dir) => existsSync(dir))).toEqual([]);
    } finally {
      killLeftovers(left());
      for (const p of seen) {
        // The run's folder in the temp folder: /tmp/warroom-<...>/.../postgres.
        const top = /bin\/postgres -D (\S+)/
          .exec(p.cmdline)?.[1]
          ?.slice(tmpdir().length + 1)
          .split('/')[0];
        if (top?.startsWith('warroom-')) rmSync(join(tmpdir(), top), { recursive: true, force: true });
      }
    }
  }, 150_000);
});
