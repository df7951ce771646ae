/**
 * The flags of `npm run bench` / `npm run bench:smoke` and what each mode does.
 *
 * Options: --smoke, --no-lighthouse, --lighthouse-runs N, --wait-quiet MINUTES (full: 20),
 *          --build (build first even if the output exists), --keep-tmp, --out FILE, --no-docs,
 *          --env KEY=VALUE (more env for every app; an experiment: use with --out),
 *          --only events (start the stack and run that phase alone; no seed, no docs written),
 *          --only reads [--paths list,auditLogs] [--rounds N] (seed, then the read paths against
 *          the bare baseline by turns; no docs written),
 *          --growth-max 100k|1m (1m: a third growth size, 1,000,000 applications and 2,000,000
 *          audit entries; about half an hour more of seeding, so not by default)
 */
import os from 'node:os';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { envPairs } from './lib/infra.ts';
import { BENCH_DIR } from './lib/paths.ts';
import { isReadName, READ_NAMES, type ReadName } from './lib/reads.ts';
import type { BenchConfig } from './lib/results.ts';
import { SEED_DEFAULTS } from './seed.ts';

export type BenchOptions = {
  readonly smoke: boolean;
  readonly config: BenchConfig;
  readonly runLighthouse: boolean;
  readonly waitQuietMinutes: number;
  /** Build first even if the output exists. */
  readonly build: boolean;
  readonly keepTmp: boolean;
  readonly outFile: string;
  /** --env KEY=VALUE (repeatable): extra env for every app, for experiments (then no docs are written). */
  readonly extraEnv: Record<string, string>;
  readonly writeDocs: boolean;
  /** --only PHASE: start the stack and run that phase alone (null: every phase). */
  readonly only: BenchPhase | null;
  /** --paths a,b (with --only reads): the read paths to load (every one by default). */
  readonly paths: readonly ReadName[];
  /** --rounds N (with --only reads): product then baseline, N times over. */
  readonly rounds: number;
};

/**
 * The phases that can run alone (`--only`): `events` needs the stack, not the seeded data;
 * `reads` seeds the HTTP run's data and loads the product and the bare baseline by turns.
 */
export const BENCH_PHASES = ['events', 'reads'] as const;
export type BenchPhase = (typeof BENCH_PHASES)[number];

/** The largest growth size (--growth-max): 100k by default; 1m adds a third size after it. */
export const GROWTH_MAX = ['100k', '1m'] as const;
export type GrowthMax = (typeof GROWTH_MAX)[number];

function growthMaxOf(value: string | undefined): GrowthMax {
  const max = GROWTH_MAX.find((m) => m === (value ?? '100k'));
  if (!max) throw new Error(`--growth-max takes one of ${GROWTH_MAX.join(', ')}, not ${JSON.stringify(value)}`);
  return max;
}

/** The third growth size of --growth-max 1m (a small stand-in in smoke mode, to run the same steps). */
const HUGE = { full: { applications: 1_000_000, audit: 2_000_000 }, smoke: { applications: 3_000, audit: 6_000 } };

function phaseOf(value: string | undefined): BenchPhase | null {
  if (value === undefined) return null;
  const phase = BENCH_PHASES.find((p) => p === value);
  if (!phase) throw new Error(`--only takes one of ${BENCH_PHASES.join(', ')}, not ${JSON.stringify(value)}`);
  return phase;
}

const SMOKE: BenchConfig = {
  mode: 'smoke',
  seed: {
    applications: 300,
    audit: 600,
    objectives: 20,
    keyResults: 4,
    metrics: 5,
    points: 50,
    reviewers: 6,
    members: 300,
  },
  large: { applications: 1_000, audit: 2_000 },
  http: { connections: 4, durationSeconds: 0.8, warmupSeconds: 0.2 },
  httpRounds: 1,
  idleSeconds: 1,
  growthHttpN: 5,
  explainRuns: 1,
  events: { raw: 500, drain: 500, pacedSeconds: 1, runs: 1 },
  lighthouse: null,
  replicas: { services: ['applications'], scenarios: ['status'] },
  stallMs: 3_000,
  largeHttp: false,
};

const full = (lighthouseRuns: number): BenchConfig => ({
  mode: 'full',
  seed: { ...SEED_DEFAULTS },
  small: { audit: 10_000 },
  large: { applications: 100_000, audit: 100_000 },
  http: { connections: 10, durationSeconds: 10, warmupSeconds: 3 },
  // One 10 s run of a path moved its p99 by a third from run to run (docs/performance.md).
  httpRounds: 3,
  idleSeconds: 5,
  growthHttpN: 200,
  explainRuns: 5,
  events: { raw: 20_000, drain: 20_000, pacedSeconds: 5, runs: 3 },
  // The landing and the six public pages (the light shell of issue 19).
  lighthouse: {
    pages: ['/', '/apply', '/application-status', '/login', '/join', '/forgot-password', '/reset-password'],
    runs: lighthouseRuns,
  },
  replicas: { services: ['identity', 'applications', 'portal', 'audit'], scenarios: null },
  stallMs: 10_000,
  largeHttp: true,
});

export function benchOptions(argv: readonly string[] = process.argv.slice(2)): BenchOptions {
  const { values: args } = parseArgs({
    args: [...argv],
    options: {
      smoke: { type: 'boolean', default: false },
      lighthouse: { type: 'boolean', default: true },
      'no-lighthouse': { type: 'boolean', default: false },
      'lighthouse-runs': { type: 'string' },
      'wait-quiet': { type: 'string' },
      build: { type: 'boolean', default: false },
      'keep-tmp': { type: 'boolean', default: false },
      out: { type: 'string' },
      'no-docs': { type: 'boolean', default: false },
      env: { type: 'string', multiple: true, default: [] },
      only: { type: 'string' },
      'growth-max': { type: 'string' },
      paths: { type: 'string' },
      rounds: { type: 'string', default: '1' },
    },
  });
  const smoke = args.smoke;
  const only = phaseOf(args.only);
  const base = smoke ? SMOKE : full(Number(args['lighthouse-runs'] ?? 3));
  const huge = growthMaxOf(args['growth-max']) === '1m' ? HUGE[base.mode] : undefined;
  return {
    smoke,
    config: huge ? { ...base, huge } : base,
    runLighthouse: args.lighthouse && !args['no-lighthouse'],
    waitQuietMinutes: Number(args['wait-quiet'] ?? (smoke || only ? 0 : 20)),
    build: args.build,
    keepTmp: args['keep-tmp'],
    outFile: resolve(
      args.out ??
        (only
          ? join(os.tmpdir(), `warroom-bench-${only}-results.json`)
          : smoke
            ? join(os.tmpdir(), 'warroom-bench-smoke-results.json')
            : join(BENCH_DIR, 'results.json')),
    ),
    extraEnv: envPairs(args.env),
    writeDocs: !smoke && !only && !args['no-docs'] && !args.out && args.env.length === 0,
    only,
    paths: pathsOf(args.paths),
    rounds: Math.max(1, Number(args.rounds)),
  };
}

function pathsOf(value: string | undefined): ReadName[] {
  if (value === undefined) return [...READ_NAMES];
  return value.split(',').map((name) => {
    if (!isReadName(name))
      throw new Error(`--paths takes some of ${READ_NAMES.join(', ')}, not ${JSON.stringify(name)}`);
    return name;
  });
}
