/** Before a run: a quiet machine, and the apps and the web app built. */
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import os from 'node:os';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { missingAppBuilds } from '@warroom/local-infra';
import { ROOT_DIR } from '../lib/paths.ts';
import type { Results } from '../lib/results.ts';
import type { RunContext } from './context.ts';

/** Waits up to --wait-quiet minutes for a 1-minute load average below 1.5. */
export async function waitQuiet(ctx: RunContext): Promise<NonNullable<Results['quiet']>> {
  const minutes = ctx.options.waitQuietMinutes;
  if (minutes <= 0) return { waitedSeconds: 0, quiet: null };
  const t0 = Date.now();
  const limit = minutes * 60_000;
  for (;;) {
    const one = os.loadavg()[0];
    if (one < 1.5) return { waitedSeconds: Math.round((Date.now() - t0) / 1000), quiet: true, load1: one };
    if (Date.now() - t0 >= limit)
      return { waitedSeconds: Math.round((Date.now() - t0) / 1000), quiet: false, load1: one };
    ctx.log(`machine busy (1-min load ${one.toFixed(2)}): waiting for < 1.5, up to ${minutes} min`);
    await sleep(30_000);
  }
}

/** Builds everything when an app or the web app is not built (or --build); whether it built. */
export function buildIfNeeded(ctx: RunContext): boolean {
  const webBuilt = existsSync(join(ROOT_DIR, 'apps', 'web', 'dist', 'index.html'));
  if (!ctx.options.build && missingAppBuilds(ROOT_DIR).length === 0 && webBuilt) return false;
  ctx.log('building (nx run-many -t build)...');
  const r = spawnSync('npx', ['nx', 'run-many', '-t', 'build', '--outputStyle=static'], {
    cwd: ROOT_DIR,
    stdio: 'inherit',
    env: { ...process.env, NX_DAEMON: 'false' },
  });
  if (r.status !== 0) throw new Error(`build failed (exit ${r.status ?? r.signal})`);
  return true;
}
