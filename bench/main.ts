/**
 * One bench run (`npm run bench`, `npm run bench:smoke`), started by run.ts once everything is
 * built: that launcher imports no workspace package itself, builds first when an output is missing
 * (or with --build), and stops whatever this process left behind.
 *
 * Starts its own PostgreSQL + NATS + the five built apps with the project's harness (random
 * 127.0.0.1 ports, a temp folder), seeds them, measures the product against baselines in the
 * same run, writes bench/results.json and the results section of docs/performance.md (full
 * mode only), and stops everything it started, also on failure. The steps: phases/.
 *
 * Exit code: non-zero when the bench itself breaks (a crash, a scenario where no request
 * succeeded, counters that do not match a recount); a missed goal is reported, never fatal.
 *
 * Options (config.ts): --smoke, --no-lighthouse, --lighthouse-runs N, --wait-quiet MINUTES
 * (full: 20), --build, --keep-tmp, --out FILE, --no-docs, --env KEY=VALUE, --only events|reads
 * (--paths, --rounds)
 */
import os from 'node:os';
import { join } from 'node:path';
import { benchOptions } from './config.ts';
import { countRows, withDb } from './lib/db.ts';
import { productLag } from './lib/events/product-lag.ts';
import { measureGrowth } from './lib/growth.ts';
import type { StackHandle } from '@warroom/local-infra';
import { Cleanup, enableStatements, installSignalHandlers, startApps, startInfra } from './lib/infra.ts';
import { loadWatch } from './lib/machine-load.ts';
import { BENCH_DIR, ROOT_DIR } from './lib/paths.ts';
import { READ_NAMES, requestsOf, signIn, someIds, type ReadName } from './lib/reads.ts';
import { evaluateGoals, writeDocs } from './lib/report.ts';
import type { Results } from './lib/results.ts';
import { cpuSeconds, databaseSizes, idleCost, memoryOf, statementsPerRequest } from './lib/stack-cost.ts';
import { snapshotWebDist } from './lib/web/sizes.ts';
import { startBaseline } from './phases/baseline.ts';
import type { RunContext } from './phases/context.ts';
import { measureEvents, showEventPathWarnings } from './phases/events.ts';
import { growHuge } from './phases/growth-huge.ts';
import { BUILT_VARIABLE, waitQuiet } from './phases/prepare.ts';
import { readScenarios, readsInTurns, runReads } from './phases/reads.ts';
import { readsAlone } from './phases/reads-alone.ts';
import { replicaReads } from './phases/replicas.ts';
import { previousRun, printGoals, writeResults } from './phases/results-file.ts';
import { submitLoad } from './phases/submit.ts';
import { measureWeb } from './phases/web.ts';
import { seedAll } from './seed.ts';
import { seedApplications } from './seed/applications.ts';
import { seedAudit } from './seed/audit.ts';
import { verifyCounters } from './seed/counters.ts';
import { seedReviewers } from './seed/identity.ts';

const options = benchOptions();
const { smoke, config: CONFIG } = options;

const started = Date.now();
const log = (msg: string): void => console.log(`[bench +${((Date.now() - started) / 1000).toFixed(1)}s] ${msg}`);
const { loads, note: noteLoad } = loadWatch();

/** Problems that mean the bench itself is broken (exit 1), as opposed to a missed goal. */
const failures: string[] = [];
const check = (ok: boolean, what: string): void => {
  if (!ok) {
    failures.push(what);
    console.error(`[bench] FAILED: ${what}`);
  }
};
const ctx: RunContext = { options, log, check, noteLoad };

/** The counters must match a recount after every change of the data. */
async function checkCounters(appsUrl: string, after: string): Promise<void> {
  const diff = await verifyCounters(appsUrl);
  check(diff.length === 0, `application_counters differ from a recount after ${after}: ${JSON.stringify(diff)}`);
}

async function measure(results: Results, cleanup: Cleanup): Promise<void> {
  results.quiet = await waitQuiet(ctx);
  noteLoad('start');
  results.built = process.env[BUILT_VARIABLE] === '1';

  log('starting PostgreSQL and NATS...');
  const infra = await startInfra({ cleanup, keepTmp: options.keepTmp, log });
  results.servers = {
    postgres: 'PostgreSQL 15 (fsync on, shared_buffers 256MB, pg_stat_statements)',
    nats: 'nats-server -js',
  };
  // A copy of the built web app: other builds during the run must not change what is measured.
  const distDir = await snapshotWebDist(join(ROOT_DIR, 'apps', 'web', 'dist'), join(infra.tmpDir, 'web-dist'));
  log('starting the apps (1 replica each)...');
  const { stack, jwtSecret, prefix } = await startApps({
    infra,
    rootDir: ROOT_DIR,
    cleanup,
    webDist: distDir,
    env: options.extraEnv,
  });
  const baseUrl = stack.gatewayUrl;
  const urlFor = infra.urlFor;
  const appsUrl = urlFor(`${prefix}applications`);
  const auditUrl = urlFor(`${prefix}audit`);
  const eventTargets = {
    natsUrl: infra.natsUrl,
    applicationsUrl: appsUrl,
    auditUrl,
    logDir: join(infra.tmpDir, 'logs'),
  };
  if (options.only === 'events') {
    // The event path alone: it writes its own outbox rows, so no seed is needed.
    const cpu0 = stack.processes.map((p) => cpuSeconds(p.pid));
    const events = (results.events = {});
    await measureEvents(ctx, eventTargets, events);
    log(`CPU ms per 1,000 events: ${JSON.stringify(cpuPerEvents(stack, cpu0, events))}`);
    results.memory = memoryOf(stack);
    log(`memory after the event load (MB): ${JSON.stringify(results.memory)}`);
    finish(results);
    return;
  }

  if (options.only === 'reads') {
    await readsAlone(ctx, results, { infra, stack, baseUrl, jwtSecret, prefix, cleanup });
    finish(results);
    return;
  }

  // --- seed (small) --------------------------------------------------------------------
  log('seeding...');
  const seedSmall = await seedAll({ urlFor, prefix, ...CONFIG.seed, audit: CONFIG.small?.audit ?? CONFIG.seed.audit });
  const seed: NonNullable<Results['seed']> = (results.seed = { small: seedSmall });
  log(`seeded in ${seedSmall.ms} ms: ${JSON.stringify(seedSmall.timings)}`);
  await checkCounters(appsUrl, 'seeding');
  await enableStatements(urlFor, prefix);
  const cookies = await signIn(baseUrl);
  const cookie = cookies.admin;
  const ids = await someIds(appsUrl);
  const scenarios = readScenarios({ ids, cookies });

  // --- idle cost, statements per request --------------------------------------------------
  noteLoad('idle');
  results.idle = await idleCost(stack, infra.pgAdminUrl, CONFIG.idleSeconds);
  log(`idle: ${JSON.stringify(results.idle)}`);
  results.statementsPerRequest = await statementsPerRequest(urlFor, prefix, baseUrl, requestsOf(ids, cookies));

  // --- growth at the small size (10,000 applications, 10,000 audit rows) ---------------------
  const plansDir = smoke ? join(infra.tmpDir, 'plans') : join(BENCH_DIR, 'plans');
  const stackReads = { baseUrl, cookie, urlFor, prefix };
  const growth = (label: string) =>
    measureGrowth({ ...stackReads, label, plansDir, httpN: CONFIG.growthHttpN, explainRuns: CONFIG.explainRuns });
  noteLoad('growth small');
  log('growth: small...');
  const growthSmall = await growth(smoke ? 'smoke-small' : '10k');

  // --- the main dataset: audit to 100,000 --------------------------------------------------
  if (CONFIG.small) {
    log('seeding audit_log to its full size...');
    seed.auditFull = await seedAudit(auditUrl, { target: CONFIG.seed.audit });
  }
  results.datasetForHttp = {
    applications: await withDb(appsUrl, (c) => countRows(c, 'applications')),
    auditLog: await withDb(auditUrl, (c) => countRows(c, 'audit_log')),
    objectives: CONFIG.seed.objectives,
    keyResults: CONFIG.seed.objectives * CONFIG.seed.keyResults,
    metrics: CONFIG.seed.metrics,
    metricPoints: CONFIG.seed.metrics * CONFIG.seed.points,
  };

  // --- HTTP: product, bare baseline ------------------------------------------------------
  const baseline = await startBaseline({ infra, prefix, jwtSecret, cleanup, logDir: join(infra.tmpDir, 'logs') });
  const http: NonNullable<Results['http']> = (results.http = {});
  log('HTTP: product (1 replica per service) and bare baseline, by turns...');
  const turns = { product: baseUrl, baseline: baseline.url };
  Object.assign(http, await readsInTurns(ctx, turns, scenarios, READ_NAMES, CONFIG.http, CONFIG.httpRounds ?? 1));

  // --- HTTP: submissions (changes for the event path too) -----------------------------------
  const since = new Date(Date.now() - 1000);
  noteLoad('submit');
  http.submit = await submitLoad(ctx, baseUrl);
  const events: NonNullable<Results['events']> = (results.events = {
    submitLag: await productLag({ applicationsUrl: appsUrl, auditUrl, since, stallMs: CONFIG.stallMs }),
  });
  log(`submit lag: ${JSON.stringify(events.submitLag)}`);
  if (events.submitLag && !events.submitLag.complete) showEventPathWarnings(ctx, eventTargets.logDir);
  await checkCounters(appsUrl, 'the submit load');

  // --- HTTP: two replicas of every service ------------------------------------------------
  const { replicas2, memory } = await replicaReads(ctx, stack, scenarios);
  http.replicas2 = replicas2;
  results.memory = memory;

  // --- growth: the larger run (100,000 applications) ----------------------------------------
  log(`seeding applications to ${CONFIG.large.applications}...`);
  const reviewers = await seedReviewers(urlFor(`${prefix}identity`), CONFIG.seed.reviewers);
  const t0 = Date.now();
  const large = await seedApplications(appsUrl, { target: CONFIG.large.applications, reviewers, seed: 7 });
  seed.large = { ...large, ms: Date.now() - t0 };
  if (smoke) seed.largeAudit = await seedAudit(auditUrl, { target: CONFIG.large.audit });
  await checkCounters(appsUrl, 'the large seed');
  noteLoad('growth large');
  log('growth: large...');
  const growthLarge = await growth(smoke ? 'smoke-large' : '100k');
  results.growth = { small: growthSmall, large: growthLarge };
  results.databaseMb = await databaseSizes(infra.pgAdminUrl);
  if (CONFIG.largeHttp) {
    log('HTTP at the large size...');
    const largeScenarios = readScenarios({ ids: await someIds(appsUrl), cookies });
    const names: ReadName[] = ['status', 'list', 'analytics'];
    http.large = {
      product: await runReads(ctx, baseUrl, largeScenarios, names, CONFIG.http, 'product@large'),
      baseline: await runReads(ctx, baseline.url, largeScenarios, names, CONFIG.http, 'baseline@large'),
    };
  }
  await baseline.proc.stop();

  // --- growth: 1,000,000 applications, 2,000,000 audit entries (--growth-max 1m) ---------------
  const huge = await growHuge(ctx, {
    applicationsUrl: appsUrl,
    auditUrl,
    reviewers,
    growth,
    checkCounters: (after) => checkCounters(appsUrl, after),
  });
  if (huge) {
    seed.huge = huge.seed;
    results.growth.huge = huge.result;
    results.databaseMb = await databaseSizes(infra.pgAdminUrl);
  }

  // --- web, events -------------------------------------------------------------------------
  results.web = await measureWeb(ctx, { baseUrl, distDir, cookie, cleanup });
  await measureEvents(ctx, eventTargets, events);
  finish(results);
}

/** CPU each app process used over the event phase, per 1,000 outbox events it carried (an efficiency figure a busy machine moves less than a rate). */
function cpuPerEvents(
  stack: StackHandle,
  cpu0: readonly (number | null)[],
  events: NonNullable<Results['events']>,
): Record<string, number> {
  const n = (events.drain?.events ?? 0) + (events.pacedAtGoal?.events ?? 0) + (events.pacedSustainable?.events ?? 0);
  return Object.fromEntries(
    stack.processes.map((p, i) => [p.name, Math.round((((cpuSeconds(p.pid) ?? 0) - (cpu0[i] ?? 0)) * 1e7) / n) / 10]),
  );
}

function finish(results: Results): void {
  noteLoad('end');
  results.durationSeconds = Math.round((Date.now() - started) / 1000);
  results.goals = evaluateGoals(results);
}

async function main(): Promise<never> {
  const cleanup = new Cleanup();
  const interrupted = installSignalHandlers(cleanup);
  const results: Results = {
    date: new Date().toISOString(),
    mode: CONFIG.mode,
    extraEnv: options.extraEnv,
    machine: {
      cores: os.cpus().length,
      cpuModel: os.cpus()[0]?.model ?? null,
      memoryGb: Math.round(os.totalmem() / 1024 ** 3),
      node: process.version,
      platform: `${os.platform()} ${os.release()}`,
    },
    config: CONFIG,
    loads,
  };
  try {
    await measure(results, cleanup);
  } catch (error) {
    failures.push(`crash: ${error instanceof Error ? (error.stack ?? String(error)) : String(error)}`);
    console.error(error);
  } finally {
    // Stopped by a signal, the handler runs the cleanup (and ends the process once it is done).
    if (!interrupted()) {
      log('stopping everything the bench started...');
      await cleanup.run();
    }
  }
  // What was measured is partial then: no results are written.
  if (interrupted()) return new Promise<never>(() => undefined);

  results.failures = failures;
  const previous = smoke || options.only ? undefined : previousRun(options.outFile);
  if (previous) results.previousRun = previous;
  await writeResults(options.outFile, results);
  log(`results: ${options.outFile}`);
  printGoals(results);
  if (options.writeDocs && failures.length === 0) {
    await writeDocs(join(ROOT_DIR, 'docs', 'performance.md'), results);
    log('docs/performance.md: results section rewritten');
  }
  if (failures.length) {
    console.error(`[bench] ${failures.length} failure(s): the bench is broken (missed goals alone never fail it)`);
    process.exit(1);
  }
  log(`done in ${Math.round((Date.now() - started) / 1000)} s`);
  process.exit(0);
}

await main();
