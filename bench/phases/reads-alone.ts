/** `--only reads`: the chosen read paths on the product and the bare baseline by turns, without a full run. */
import { join } from 'node:path';
import type { StackHandle } from '@warroom/local-infra';
import type { Cleanup, Infra } from '../lib/infra.ts';
import { signIn, someIds } from '../lib/reads.ts';
import type { Results } from '../lib/results.ts';
import { memoryOf } from '../lib/stack-cost.ts';
import { seedAll } from '../seed.ts';
import { startBaseline } from './baseline.ts';
import type { RunContext } from './context.ts';
import { readScenarios, runReads } from './reads.ts';

type Stack = { infra: Infra; stack: StackHandle; baseUrl: string; jwtSecret: string; prefix: string; cleanup: Cleanup };

const ratio = (a: number | null | undefined, b: number | null | undefined): string =>
  a != null && b ? `${(a / b).toFixed(2)}x` : '?';

/**
 * The HTTP run's data, then `--paths` on the product and on the bare baseline by turns
 * (`--rounds`), each round's ratios printed, and the apps' memory after: to compare a change
 * of one path in a minute a round.
 */
export async function readsAlone(ctx: RunContext, results: Results, run: Stack): Promise<void> {
  const { options, log } = ctx;
  const { infra, baseUrl, prefix } = run;
  log('seeding...');
  const seeded = await seedAll({ urlFor: infra.urlFor, prefix, ...options.config.seed });
  results.seed = { small: seeded };
  log(`seeded in ${seeded.ms} ms`);
  const cookies = await signIn(baseUrl);
  const scenarios = readScenarios({ ids: await someIds(infra.urlFor(`${prefix}applications`)), cookies });
  const baseline = await startBaseline({ ...run, logDir: join(infra.tmpDir, 'logs') });
  const http: NonNullable<Results['http']> = (results.http = {});
  for (let round = 1; round <= options.rounds; round += 1) {
    log(`round ${round} of ${options.rounds}`);
    http.product = await runReads(ctx, baseUrl, scenarios, options.paths, options.config.http, 'product');
    http.baseline = await runReads(ctx, baseline.url, scenarios, options.paths, options.config.http, 'baseline');
    for (const name of options.paths) {
      const [p, b] = [http.product[name], http.baseline[name]];
      log(`${name}: ${ratio(p?.rps, b?.rps)} req/s, p99 ${p?.p99} vs ${b?.p99} ms (${ratio(p?.p99, b?.p99)})`);
    }
  }
  await baseline.proc.stop();
  results.memory = memoryOf(run.stack);
  log(`memory after the load (MB): ${JSON.stringify(results.memory)}`);
}
