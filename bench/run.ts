#!/usr/bin/env node
/**
 * `npm run bench` (full) and `npm run bench:smoke` (--smoke: tiny data, ~1 s per scenario).
 *
 * Starts its own PostgreSQL + NATS + the five built apps with the project's harness (random
 * 127.0.0.1 ports, a temp folder), seeds them, measures the product against baselines in the
 * same run, writes bench/results.json and the results section of docs/performance.md (full
 * mode only), and stops everything it started, also on failure.
 *
 * Exit code: non-zero when the bench itself breaks (a crash, a scenario where no request
 * succeeded, counters that do not match a recount); a missed goal is reported, never fatal.
 *
 * Options: --smoke, --no-lighthouse, --lighthouse-runs N, --wait-quiet MINUTES (full: 20),
 *          --build (build first even if the output exists), --keep-tmp, --out FILE, --no-docs,
 *          --env KEY=VALUE (more env for every app; an experiment: use with --out)
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, readFileSync } from 'node:fs';
import os from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { setTimeout as sleep } from 'node:timers/promises';
import { createProcess, getFreePort, missingAppBuilds, nodeBinary, waitForHttp } from '@warroom/local-infra';
import { seedAll, seedApplications, seedAudit, seedReviewers, verifyCounters } from './seed.mjs';
import { Cleanup, enableStatements, installSignalHandlers, startApps, startInfra } from './lib/infra.mjs';
import { query, withDb } from './lib/db.mjs';
import { load } from './lib/http.mjs';
import { outboxDrain, pacedOutbox, productLag, rawJetStream } from './lib/events.mjs';
import { measureGrowth } from './lib/growth.mjs';
import {
  compression,
  jsSizes,
  lighthouseScores,
  PUBLIC_ROUTES,
  SIGNED_IN_ROUTES,
  snapshotWebDist,
} from './lib/web.mjs';
import { evaluateGoals, writeDocs, writeFormatted } from './lib/report.mjs';

const here = dirname(fileURLToPath(import.meta.url));
const rootDir = resolve(here, '..');

const { values: args } = parseArgs({
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
  },
});
const smoke = args.smoke;

const CONFIG = smoke
  ? {
      mode: 'smoke',
      seed: { applications: 300, audit: 600, objectives: 20, keyResults: 4, metrics: 5, points: 50, reviewers: 6 },
      large: { applications: 1_000, audit: 2_000 },
      http: { connections: 4, durationSeconds: 0.8, warmupSeconds: 0.2 },
      idleSeconds: 1,
      growthHttpN: 5,
      explainRuns: 1,
      events: { raw: 500, drain: 500, pacedSeconds: 1 },
      lighthouse: null,
      replicas: { services: ['applications'], scenarios: ['status'] },
      stallMs: 3_000,
      largeHttp: false,
    }
  : {
      mode: 'full',
      seed: {
        applications: 10_000,
        audit: 100_000,
        objectives: 200,
        keyResults: 4,
        metrics: 100,
        points: 1_000,
        reviewers: 12,
      },
      small: { audit: 10_000 },
      large: { applications: 100_000, audit: 100_000 },
      http: { connections: 10, durationSeconds: 10, warmupSeconds: 3 },
      idleSeconds: 5,
      growthHttpN: 200,
      explainRuns: 5,
      events: { raw: 20_000, drain: 20_000, pacedSeconds: 5 },
      lighthouse: { pages: ['/', '/apply', '/login'], runs: Number(args['lighthouse-runs'] ?? 3) },
      replicas: { services: ['identity', 'applications', 'portal', 'audit'], scenarios: null },
      stallMs: 10_000,
      largeHttp: true,
    };
const runLighthouse = args.lighthouse && !args['no-lighthouse'];
const waitQuietMinutes = Number(args['wait-quiet'] ?? (smoke ? 0 : 20));
const outFile = resolve(
  args.out ?? (smoke ? join(os.tmpdir(), 'warroom-bench-smoke-results.json') : join(here, 'results.json')),
);
/** --env KEY=VALUE (repeatable): extra env for every app, for experiments (then no docs are written). */
const extraEnv = Object.fromEntries(
  args.env.map((kv) => [kv.slice(0, kv.indexOf('=')), kv.slice(kv.indexOf('=') + 1)]),
);
const writeDocsToo = !smoke && !args['no-docs'] && !args.out && args.env.length === 0;

const started = Date.now();
const log = (msg) => console.log(`[bench +${((Date.now() - started) / 1000).toFixed(1)}s] ${msg}`);
const loads = [];
/** Busy CPU seconds of the whole machine, and of this process and everything it started (its descendants). */
function cpuAccount() {
  try {
    const cpu = readFileSync('/proc/stat', 'utf8').split('\n')[0].trim().split(/\s+/).slice(1).map(Number);
    const total = (cpu[0] + cpu[1] + cpu[2] + cpu[5] + cpu[6] + cpu[7]) / 100; // user nice system irq softirq steal
    const procs = new Map();
    for (const entry of readdirSync('/proc')) {
      if (!/^\d+$/.test(entry)) continue;
      try {
        const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
        const f = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
        procs.set(Number(entry), {
          ppid: Number(f[1]),
          cpu: (Number(f[11]) + Number(f[12]) + Number(f[13]) + Number(f[14])) / 100,
        });
      } catch {
        /* gone */
      }
    }
    const mine = (pid) => {
      for (let p = pid, hops = 0; p > 1 && hops < 50; hops++) {
        if (p === process.pid) return true;
        p = procs.get(p)?.ppid ?? 0;
      }
      return false;
    };
    let ours = 0;
    for (const [pid, p] of procs) if (mine(pid)) ours += p.cpu;
    return { total, ours };
  } catch {
    return null;
  }
}
let lastAccount = cpuAccount();
let lastAccountAt = Date.now();
const noteLoad = (phase) => {
  const [one, five, fifteen] = os.loadavg().map((x) => Math.round(x * 100) / 100);
  // CPU (in cores) used since the previous phase by processes the bench did not start.
  const now = cpuAccount();
  const seconds = (Date.now() - lastAccountAt) / 1000;
  let othersCores = null;
  if (now && lastAccount && seconds > 0.5) {
    othersCores = Math.max(
      0,
      Math.round(((now.total - lastAccount.total - (now.ours - lastAccount.ours)) / seconds) * 100) / 100,
    );
  }
  lastAccount = now;
  lastAccountAt = Date.now();
  loads.push({ phase, one, five, fifteen, othersCores });
};

/** Problems that mean the bench itself is broken (exit 1), as opposed to a missed goal. */
const failures = [];
const check = (ok, what) => {
  if (!ok) {
    failures.push(what);
    console.error(`[bench] FAILED: ${what}`);
  }
};

const ADMIN = { email: 'admin@warroom.local', password: 'warroom-admin' };

async function waitQuiet() {
  if (waitQuietMinutes <= 0) return { waitedSeconds: 0, quiet: null };
  const t0 = Date.now();
  const limit = waitQuietMinutes * 60_000;
  for (;;) {
    const one = os.loadavg()[0];
    if (one < 1.5) return { waitedSeconds: Math.round((Date.now() - t0) / 1000), quiet: true, load1: one };
    if (Date.now() - t0 >= limit)
      return { waitedSeconds: Math.round((Date.now() - t0) / 1000), quiet: false, load1: one };
    log(`machine busy (1-min load ${one.toFixed(2)}): waiting for < 1.5, up to ${waitQuietMinutes} min`);
    await sleep(30_000);
  }
}

function buildIfNeeded() {
  const webBuilt = existsSync(join(rootDir, 'apps', 'web', 'dist', 'index.html'));
  if (!args.build && missingAppBuilds(rootDir).length === 0 && webBuilt) return false;
  log('building (nx run-many -t build)...');
  const r = spawnSync('npx', ['nx', 'run-many', '-t', 'build', '--outputStyle=static'], {
    cwd: rootDir,
    stdio: 'inherit',
    env: { ...process.env, NX_DAEMON: 'false' },
  });
  if (r.status !== 0) throw new Error(`build failed (exit ${r.status ?? r.signal})`);
  return true;
}

async function login(baseUrl) {
  const res = await fetch(new URL('/api/auth/login', baseUrl), {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(ADMIN),
  });
  if (res.status !== 200) throw new Error(`admin login failed: ${res.status} ${await res.text()}`);
  const cookie = res.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .find((c) => c.startsWith('warroom_session='));
  if (!cookie) throw new Error('admin login set no session cookie');
  return cookie;
}

function cpuSeconds(pid) {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
    return (Number(fields[11]) + Number(fields[12])) / 100; // utime + stime, in clock ticks (100/s)
  } catch {
    return null;
  }
}
function rssMb(pid) {
  try {
    const m = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
    return m ? Math.round(Number(m[1]) / 1024) : null;
  } catch {
    return null;
  }
}

/** What the idle stack costs: CPU of each app process and transactions per second in each database. */
async function idleCost(stack, pgAdminUrl, seconds) {
  const procs = stack.processes.filter((p) => p.running).map((p) => ({ name: p.name, pid: p.pid }));
  const xacts = () =>
    query(
      pgAdminUrl,
      "select datname, xact_commit + xact_rollback as n from pg_stat_database where datname like 'warroom_%' order by 1",
    );
  const cpu0 = procs.map((p) => cpuSeconds(p.pid));
  const x0 = await xacts();
  await sleep(seconds * 1000);
  const cpu1 = procs.map((p) => cpuSeconds(p.pid));
  const x1 = await xacts();
  return {
    seconds,
    cpuPercent: Object.fromEntries(
      procs.map((p, i) => [p.name, Math.round(((cpu1[i] - cpu0[i]) / seconds) * 1000) / 10]),
    ),
    transactionsPerSecond: Object.fromEntries(
      x1.map((r, i) => [r.datname, Math.round((Number(r.n) - Number(x0[i].n)) / seconds)]),
    ),
  };
}

const SERVICE_DBS = ['identity', 'applications', 'portal', 'audit'];

/** Statements each read path runs (pg_stat_statements), without the outbox relay's own work. */
async function statementsPerRequest(infra, prefix, baseUrl, cookie, paths) {
  const out = {};
  for (const [name, path] of Object.entries(paths)) {
    for (const db of SERVICE_DBS) await query(infra.urlFor(`${prefix}${db}`), 'select pg_stat_statements_reset()');
    const res = await fetch(new URL(path, baseUrl), { headers: { cookie } });
    await res.arrayBuffer();
    await sleep(100);
    const perDb = {};
    for (const db of SERVICE_DBS) {
      const rows = await query(
        infra.urlFor(`${prefix}${db}`),
        `select calls, query from pg_stat_statements
          where dbid = (select oid from pg_database where datname = current_database())
            and query !~* 'pg_stat_statements|outbox' and lower(query) not in ('begin', 'commit', 'rollback')`,
      );
      const n = rows.reduce((s, r) => s + Number(r.calls), 0);
      if (n > 0) perDb[db] = { statements: n, sql: rows.map((r) => r.query.replace(/\s+/g, ' ').slice(0, 200)) };
    }
    out[name] = {
      status: res.status,
      perDatabase: perDb,
      total: Object.values(perDb).reduce((s, d) => s + d.statements, 0),
    };
  }
  return out;
}

async function startBaseline({ infra, prefix, jwtSecret, cleanup, logDir }) {
  const port = await getFreePort();
  const proc = createProcess({
    name: 'baseline',
    command: nodeBinary(rootDir),
    args: [join(here, 'baseline-server.mjs')],
    cwd: rootDir,
    env: {
      PATH: process.env.PATH ?? '/usr/bin:/bin',
      PORT: String(port),
      HOST: '127.0.0.1',
      JWT_SECRET: jwtSecret,
      PG_URL_IDENTITY: infra.urlFor(`${prefix}identity`),
      PG_URL_APPLICATIONS: infra.urlFor(`${prefix}applications`),
      PG_URL_PORTAL: infra.urlFor(`${prefix}portal`),
      PG_URL_AUDIT: infra.urlFor(`${prefix}audit`),
      POOL_MAX: '10',
    },
    logFile: join(logDir, 'baseline.log'),
    stopSignal: 'SIGTERM',
    stopTimeoutMs: 5_000,
  });
  await proc.start();
  cleanup.add('baseline server', () => proc.stop());
  const url = `http://127.0.0.1:${port}`;
  await waitForHttp(`${url}/api/health`, {
    timeoutMs: 30_000,
    abort: () => (proc.running ? undefined : 'baseline server exited'),
  });
  return { url, proc };
}

function applicationBody(n) {
  const tag = `${process.pid}-${Date.now().toString(36)}-${n}`;
  return JSON.stringify({
    applicantName: `Bench Applicant ${n}`,
    applicantEmail: `bench-${tag}@example.com`,
    currentRole: 'CTO',
    currentCompany: `Company ${n % 500}`,
    linkedinUrl: '',
    whyJoin:
      'I want to learn how to move from running engineering to running the company, with peers who did it. '.repeat(2),
    challenges: 'Board communication, hiring executives and owning the P&L for the first time.',
    buildingWhat: 'A B2B platform',
    techStack: 'TypeScript, PostgreSQL',
    expertise: ['Architecture', 'Startup Scaling'],
    industry: 'B2B SaaS',
    stage: 'FOUNDER',
  });
}

/** The read paths, with what each request needs. */
/**
 * Public paths come from many clients: each request carries one of 10,000 client addresses
 * (X-Forwarded-For, trusted as behind a proxy), so the per-address rate-limit counters are
 * those of many applicants, not one hot key.
 */
const ADDRESSES = Array.from({ length: 10_000 }, (_, i) => `10.${(i >> 16) & 255}.${(i >> 8) & 255}.${i & 255}`);
let addressIndex = 0;
const nextAddress = () => ADDRESSES[(addressIndex = (addressIndex + 7919) % ADDRESSES.length)];

function readScenarios({ ids, cookie }) {
  let i = 0;
  const nextId = () => ids[i++ % ids.length];
  return {
    status: {
      label: 'GET /api/applications/{id}/status',
      requests: [
        {
          method: 'GET',
          setupRequest: (req) => ({
            ...req,
            path: `/api/applications/${nextId()}/status`,
            headers: { ...req.headers, 'x-forwarded-for': nextAddress() },
          }),
        },
      ],
      path: '/api/applications/x/status',
      probePath: `/api/applications/${ids[0]}/status`,
    },
    me: { label: 'GET /api/auth/me', path: '/api/auth/me', headers: { cookie } },
    objectives: { label: 'GET /api/okr/objectives', path: '/api/okr/objectives', headers: { cookie } },
    list: { label: 'GET /api/applications?limit=50', path: '/api/applications?limit=50', headers: { cookie } },
    analytics: { label: 'GET /api/applications/analytics', path: '/api/applications/analytics', headers: { cookie } },
    auditLogs: { label: 'GET /api/admin/audit-logs', path: '/api/admin/audit-logs', headers: { cookie } },
  };
}

async function runReads(baseUrl, scenarios, names, http, tag) {
  const out = {};
  for (const name of names) {
    const s = scenarios[name];
    // One plain request first: the scenario must work at all (this, not the load, is what
    // fails the bench; a loaded machine may complete no request in a short smoke window).
    const probe = await fetch(new URL(s.probePath ?? s.path, baseUrl), { headers: s.headers });
    const probeBytes = (await probe.arrayBuffer()).byteLength;
    check(probe.status >= 200 && probe.status < 300, `${tag} ${s.label}: answered ${probe.status}`);
    noteLoad(`${tag} ${name}`);
    const r = await load({ baseUrl, path: s.path, headers: s.headers, requests: s.requests, ...http });
    out[name] = { label: s.label, ...r, answerBytes: probeBytes };
    log(`${tag} ${s.label}: ${r.rps} req/s, p50 ${r.p50} ms, p99 ${r.p99} ms, errors ${r.errors}, non-2xx ${r.non2xx}`);
  }
  return out;
}

async function waitForReady(p, timeoutMs = 60_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (!p.running) throw new Error(`${p.name} exited while starting:\n${p.logTail(20)}`);
    if (/service ready/.test(p.logTail(200))) return;
    await sleep(200);
  }
  throw new Error(`${p.name} did not report ready within ${timeoutMs} ms`);
}

async function main() {
  const cleanup = new Cleanup();
  installSignalHandlers(cleanup);
  const results = {
    date: new Date().toISOString(),
    mode: CONFIG.mode,
    extraEnv,
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
    results.quiet = await waitQuiet();
    noteLoad('start');
    results.built = buildIfNeeded();

    log('starting PostgreSQL and NATS...');
    const infra = await startInfra({ cleanup, keepTmp: args['keep-tmp'], log });
    results.servers = {
      postgres: 'PostgreSQL 15 (fsync on, shared_buffers 256MB, pg_stat_statements)',
      nats: 'nats-server -js',
    };
    // A copy of the built web app: other builds during the run must not change what is measured.
    const distDir = await snapshotWebDist(join(rootDir, 'apps', 'web', 'dist'), join(infra.tmpDir, 'web-dist'));
    log('starting the apps (1 replica each)...');
    const { stack, jwtSecret, prefix } = await startApps({ infra, rootDir, cleanup, webDist: distDir, env: extraEnv });
    const baseUrl = stack.gatewayUrl;
    const urlFor = infra.urlFor;
    const appsUrl = urlFor(`${prefix}applications`);
    const auditUrl = urlFor(`${prefix}audit`);

    // --- seed (small) --------------------------------------------------------------------
    log('seeding...');
    const seedSmall = await seedAll({
      urlFor,
      prefix,
      ...CONFIG.seed,
      audit: CONFIG.small?.audit ?? CONFIG.seed.audit,
    });
    results.seed = { small: seedSmall };
    log(`seeded in ${seedSmall.ms} ms: ${JSON.stringify(seedSmall.timings)}`);
    const diff = await verifyCounters(appsUrl);
    check(diff.length === 0, `application_counters differ from a recount after seeding: ${JSON.stringify(diff)}`);
    await enableStatements((db, fn) => withDb(urlFor(db), fn), prefix);
    const cookie = await login(baseUrl);
    const ids = (await query(appsUrl, 'select id from applications order by random() limit 2000')).map((r) => r.id);
    const scenarios = readScenarios({ ids, cookie });
    const readNames = Object.keys(scenarios);

    // --- idle cost, statements per request --------------------------------------------------
    noteLoad('idle');
    results.idle = await idleCost(stack, infra.pgAdminUrl, CONFIG.idleSeconds);
    log(`idle: ${JSON.stringify(results.idle)}`);
    results.statementsPerRequest = await statementsPerRequest(infra, prefix, baseUrl, cookie, {
      status: `/api/applications/${ids[0]}/status`,
      me: '/api/auth/me',
      objectives: '/api/okr/objectives',
      list: '/api/applications?limit=50',
      analytics: '/api/applications/analytics',
      auditLogs: '/api/admin/audit-logs',
    });

    // --- growth at the small size (10,000 applications, 10,000 audit rows) ---------------------
    const plansDir = smoke ? join(infra.tmpDir, 'plans') : join(here, 'plans');
    noteLoad('growth small');
    log('growth: small...');
    const growthSmall = await measureGrowth({
      baseUrl,
      cookie,
      urlFor,
      prefix,
      label: smoke ? 'smoke-small' : '10k',
      plansDir,
      httpN: CONFIG.growthHttpN,
      explainRuns: CONFIG.explainRuns,
    });

    // --- the main dataset: audit to 100,000 --------------------------------------------------
    if (CONFIG.small) {
      log('seeding audit_log to its full size...');
      results.seed.auditFull = await seedAudit(auditUrl, { target: CONFIG.seed.audit });
    }
    results.datasetForHttp = {
      applications: (await query(appsUrl, 'select count(*)::int as n from applications'))[0].n,
      auditLog: (await query(auditUrl, 'select count(*)::int as n from audit_log'))[0].n,
      objectives: CONFIG.seed.objectives,
      keyResults: CONFIG.seed.objectives * CONFIG.seed.keyResults,
      metrics: CONFIG.seed.metrics,
      metricPoints: CONFIG.seed.metrics * CONFIG.seed.points,
    };

    // --- HTTP: product, bare baseline ------------------------------------------------------
    const logDir = join(infra.tmpDir, 'logs');
    const baseline = await startBaseline({ infra, prefix, jwtSecret, cleanup, logDir });
    results.http = {};
    log('HTTP: product (1 replica per service)...');
    results.http.product = await runReads(baseUrl, scenarios, readNames, CONFIG.http, 'product');
    log('HTTP: bare baseline...');
    results.http.baseline = await runReads(baseline.url, scenarios, readNames, CONFIG.http, 'baseline');

    // --- HTTP: submissions (changes for the event path too) -----------------------------------
    let n = 0;
    const since = new Date(Date.now() - 1000);
    noteLoad('submit');
    const submit = await load({
      baseUrl,
      method: 'POST',
      path: '/api/applications/submit',
      headers: { 'content-type': 'application/json' },
      requests: [
        {
          method: 'POST',
          path: '/api/applications/submit',
          headers: { 'content-type': 'application/json' },
          setupRequest: (req) => ({
            ...req,
            body: applicationBody(n++),
            headers: { ...req.headers, 'x-forwarded-for': nextAddress() },
          }),
        },
      ],
      ...CONFIG.http,
    });
    results.http.submit = { label: 'POST /api/applications/submit', ...submit };
    log(
      `product POST /api/applications/submit: ${submit.rps} req/s, p50 ${submit.p50} ms, p99 ${submit.p99} ms, errors ${submit.errors}, non-2xx ${submit.non2xx}`,
    );
    check(submit.status2xx > 0 || smoke, 'submit: no request succeeded');
    results.events = {
      submitLag: await productLag({ applicationsUrl: appsUrl, auditUrl, since, stallMs: CONFIG.stallMs }),
    };
    log(`submit lag: ${JSON.stringify(results.events.submitLag)}`);
    const diffAfterSubmit = await verifyCounters(appsUrl);
    check(
      diffAfterSubmit.length === 0,
      `application_counters differ from a recount after the submit load: ${JSON.stringify(diffAfterSubmit)}`,
    );

    // --- HTTP: two replicas of every service ------------------------------------------------
    if (CONFIG.replicas) {
      log('adding a second replica of every service...');
      const added = [];
      for (const service of CONFIG.replicas.services) added.push(await stack.addReplica(service));
      for (const p of added) await waitForReady(p);
      await stack.waitHealthy(60_000);
      results.http.replicas2 = await runReads(
        baseUrl,
        scenarios,
        CONFIG.replicas.scenarios ?? readNames,
        CONFIG.http,
        'product x2',
      );
      results.memory = Object.fromEntries(stack.processes.filter((p) => p.running).map((p) => [p.name, rssMb(p.pid)]));
      for (const p of added) await p.stop();
    } else {
      results.memory = Object.fromEntries(stack.processes.filter((p) => p.running).map((p) => [p.name, rssMb(p.pid)]));
    }

    // --- growth: the larger run (100,000 applications) ----------------------------------------
    log(`seeding applications to ${CONFIG.large.applications}...`);
    const reviewers = await seedReviewers(urlFor(`${prefix}identity`), CONFIG.seed.reviewers);
    const t0 = Date.now();
    results.seed.large = await seedApplications(appsUrl, { target: CONFIG.large.applications, reviewers, seed: 7 });
    results.seed.large.ms = Date.now() - t0;
    if (smoke) results.seed.largeAudit = await seedAudit(auditUrl, { target: CONFIG.large.audit });
    const diffLarge = await verifyCounters(appsUrl);
    check(
      diffLarge.length === 0,
      `application_counters differ from a recount after the large seed: ${JSON.stringify(diffLarge)}`,
    );
    noteLoad('growth large');
    log('growth: large...');
    const growthLarge = await measureGrowth({
      baseUrl,
      cookie,
      urlFor,
      prefix,
      label: smoke ? 'smoke-large' : '100k',
      plansDir,
      httpN: CONFIG.growthHttpN,
      explainRuns: CONFIG.explainRuns,
    });
    results.growth = { small: growthSmall, large: growthLarge };
    results.databaseMb = Object.fromEntries(
      (
        await query(
          infra.pgAdminUrl,
          "select datname, pg_database_size(datname) as b from pg_database where datname like 'warroom_%' order by 1",
        )
      ).map((r) => [r.datname, Math.round(Number(r.b) / 1024 / 1024)]),
    );
    if (CONFIG.largeHttp) {
      log('HTTP at the large size...');
      const largeIds = (await query(appsUrl, 'select id from applications order by random() limit 2000')).map(
        (r) => r.id,
      );
      const largeScenarios = readScenarios({ ids: largeIds, cookie });
      const names = ['status', 'list', 'analytics'];
      results.http.large = {
        product: await runReads(baseUrl, largeScenarios, names, CONFIG.http, 'product@large'),
        baseline: await runReads(baseline.url, largeScenarios, names, CONFIG.http, 'baseline@large'),
      };
    }
    await baseline.proc.stop();

    // --- web -----------------------------------------------------------------------------
    log('web: sizes and compression...');
    const sizes = jsSizes(distDir);
    results.web = {
      method:
        'index.html entry script + modulepreloads, plus the lazily loaded chunks the route renders (router.tsx), plus the closure of their static imports; each file gzip -9; summed',
      entry: sizes.entry,
      routes: Object.fromEntries(
        Object.entries(sizes.routes).map(([route, r]) => [route, { ...r, fileList: undefined }]),
      ),
      compression: await compression({
        baseUrl,
        distDir,
        cookie,
        apiPaths: ['/api/okr/objectives', '/api/applications?limit=50', '/api/admin/audit-logs'],
      }),
    };
    for (const route of PUBLIC_ROUTES) check(sizes.routes[route]?.built, `web: no chunks found for ${route}`);
    const index = results.web.compression.find((c) => c.what === 'index.html');
    check(index?.status === 200, `web: GET / answered ${index?.status}`);
    check(
      SIGNED_IN_ROUTES.some((r) => sizes.routes[r]?.built),
      'web: no signed-in page chunks found',
    );
    if (runLighthouse && CONFIG.lighthouse) {
      log('web: Lighthouse...');
      noteLoad('lighthouse');
      results.web.lighthouse = await lighthouseScores({
        baseUrl,
        pages: CONFIG.lighthouse.pages,
        runs: CONFIG.lighthouse.runs,
        cleanup,
        log,
      });
    }

    // --- events ----------------------------------------------------------------------------
    log('events: raw JetStream...');
    noteLoad('events');
    results.events.raw = await rawJetStream({ natsUrl: infra.natsUrl, n: CONFIG.events.raw });
    log(`raw JetStream: ${JSON.stringify(results.events.raw)}`);
    log('events: outbox backlog drain...');
    results.events.drain = await outboxDrain({
      applicationsUrl: appsUrl,
      auditUrl,
      n: CONFIG.events.drain,
      stallMs: CONFIG.stallMs,
    });
    log(`drain: ${JSON.stringify(results.events.drain)}`);
    if (!results.events.drain.complete)
      log(
        `events: only ${results.events.drain.delivered} of ${results.events.drain.events} outbox rows reached audit_log (a product finding, not a bench failure)`,
      );
    check(results.events.drain.delivered > 0, 'events: no outbox row reached audit_log');
    const goalRate = Math.round(results.events.raw.windowedPerSecond * 0.5);
    log(`events: paced at 0.5x raw (${goalRate}/s)...`);
    results.events.pacedAtGoal = await pacedOutbox({
      applicationsUrl: appsUrl,
      auditUrl,
      rate: goalRate,
      seconds: CONFIG.events.pacedSeconds,
      stallMs: CONFIG.stallMs,
    });
    log(`paced at goal: ${JSON.stringify(results.events.pacedAtGoal)}`);
    const sustainable = Math.max(
      10,
      Math.round((results.events.drain.drainPerSecond ?? results.events.drain.perSecond) * 0.8),
    );
    if (results.events.drain.complete && sustainable < goalRate) {
      log(`events: paced at 80% of the measured capacity (${sustainable}/s)...`);
      results.events.pacedSustainable = await pacedOutbox({
        applicationsUrl: appsUrl,
        auditUrl,
        rate: sustainable,
        seconds: CONFIG.events.pacedSeconds,
        stallMs: CONFIG.stallMs,
      });
      log(`paced sustainable: ${JSON.stringify(results.events.pacedSustainable)}`);
    }

    noteLoad('end');
    results.durationSeconds = Math.round((Date.now() - started) / 1000);
    results.goals = evaluateGoals(results);
  } catch (error) {
    failures.push(`crash: ${error?.stack ?? error}`);
    console.error(error);
  } finally {
    log('stopping everything the bench started...');
    await cleanup.run();
  }

  results.failures = failures;
  if (!smoke && existsSync(outFile)) {
    try {
      const previous = JSON.parse(readFileSync(outFile, 'utf8'));
      if (previous.mode === 'full' && previous.goals) {
        results.previousRun = { date: previous.date, loads: previous.loads, goals: previous.goals };
      } else if (previous.previousRun) {
        // The previous run broke (no goals): compare with the last one that did not.
        results.previousRun = previous.previousRun;
      }
    } catch {
      /* not readable: no previous run */
    }
  }
  mkdirSync(dirname(outFile), { recursive: true });
  await writeFormatted(outFile, `${JSON.stringify(results, null, 2)}\n`);
  log(`results: ${outFile}`);
  if (results.goals) {
    for (const g of results.goals) {
      console.log(
        `  ${g.met ? 'met   ' : 'NOT MET'}  ${g.name}: ${g.figure}${g.baseline ? ` vs ${g.baseline}` : ''}${g.ratio != null ? ` (${g.ratio}x)` : ''}; goal ${g.goal}`,
      );
    }
  }
  if (writeDocsToo && failures.length === 0) {
    await writeDocs(join(rootDir, 'docs', 'performance.md'), results);
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
