/** Before a run: a quiet machine (the build is run.ts's, before this process starts). */
import os from 'node:os';
import { setTimeout as sleep } from 'node:timers/promises';
import type { Results } from '../lib/results.ts';
import type { RunContext } from './context.ts';

/** Set to 1 by run.ts for the run when it built first (results.built). */
export const BUILT_VARIABLE = 'WARROOM_BENCH_BUILT';

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
