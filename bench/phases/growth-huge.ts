/**
 * The third growth size (--growth-max 1m): applications and audit_log topped up to the issue's
 * 1,000,000 and 2,000,000, then the same growth reads as at 10k and 100k. Seeding that much
 * takes about half an hour on the 2-core machine, so the default run stops at 100k.
 */
import type { GrowthResult } from '../lib/growth.ts';
import type { Results } from '../lib/results.ts';
import { seedApplications } from '../seed/applications.ts';
import { seedAudit } from '../seed/audit.ts';
import type { Reviewer } from '../seed/identity.ts';
import type { RunContext } from './context.ts';

export type HugeTargets = {
  readonly applicationsUrl: string;
  readonly auditUrl: string;
  readonly reviewers: readonly Reviewer[];
  /** The growth reads at the current size, under a label. */
  readonly growth: (label: string) => Promise<GrowthResult>;
  /** Fails the run when the counters differ from a recount. */
  readonly checkCounters: (after: string) => Promise<void>;
};

/** Seeds to the huge size and measures; null when the run has no third size. */
export async function growHuge(
  ctx: RunContext,
  { applicationsUrl, auditUrl, reviewers, growth, checkCounters }: HugeTargets,
): Promise<{ seed: NonNullable<NonNullable<Results['seed']>['huge']>; result: GrowthResult } | null> {
  const huge = ctx.options.config.huge;
  if (!huge) return null;
  const { log } = ctx;
  const every = (n: number) => (line: string) => {
    const done = Number(/^\w+: (\d+)/.exec(line)?.[1] ?? 0);
    if (done % n === 0) log(line);
  };
  log(`seeding applications to ${huge.applications} and audit_log to ${huge.audit}...`);
  const t0 = Date.now();
  const applications = await seedApplications(applicationsUrl, {
    target: huge.applications,
    reviewers,
    seed: 11,
    log: every(100_000),
  });
  const audit = await seedAudit(auditUrl, { target: huge.audit, log: every(500_000) });
  const seed = { ...applications, audit, ms: Date.now() - t0 };
  log(`seeded the huge size in ${Math.round(seed.ms / 1000)} s`);
  await checkCounters('the huge seed');
  ctx.noteLoad('growth huge');
  const label = ctx.options.smoke ? 'smoke-huge' : `${Math.round(huge.applications / 1_000_000)}m`;
  log(`growth: ${label}...`);
  return { seed, result: await growth(label) };
}
