// `npm run test:compose [-- --cold]`: the Docker path of docs/operations.md, run for real on this
// machine. Installs docker.io and docker-compose when missing (root), starts dockerd when it does
// not answer (and stops it at the end), makes the base images from Debian packages when Docker Hub
// cannot be reached (scripts/docker/base-images.sh), builds the six images twice (the second time
// from the cache; --cold prunes the build cache first), checks that they run as `node` and hold no
// secret, then on docker-compose.yml with the dev profile:
//   up -d --scale portal=3 --scale applications=2, healthy through the published port, the smoke
//   journey (a record, an application, a vote, their audit entries) and the applicant's email in
//   the mail catcher; one portal replica killed under a steady read load (0 failed reads); NATS
//   restarted while writes go on (0 events lost or doubled between the outboxes and the audit log,
//   health back); down and up (data kept); down -v (nothing of the project left);
// and on a single-node Swarm (docker swarm init when none, left again): the stack deployed from
// scripts/docker/stack.sh, healthy, the smoke journey, docker stack rm (nothing left).
// Secrets are generated for the run; the gateway and the inbox are published on free ports.
// Prints a summary and one JSON line, writes test-results/compose.json (checks, passed, failed,
// figures); exits 1 if a check failed. A check whose prerequisite failed is skipped: counted
// neither passed nor failed, listed in the JSON. TEST_COMPOSE_TIMEOUT_MIN (40) bounds the run.
// Ctrl-C, SIGTERM (to this process or the npm that runs it) or a closed terminal ends the run the
// same way: the project, the stack, the swarm and the dockerd it started are taken down, and any
// command it ran that is still there (a build) is stopped; a second signal ends it at once.
import { randomBytes } from 'node:crypto';
import { join } from 'node:path';
import { repoRoot } from './lib/repo.ts';
import { markRun, onStopSignals, stopRun } from './lib/run-processes.ts';
import {
  journeyKept,
  makeApi,
  signIn,
  smokeJourney,
  waitForMail,
  waitHealthy,
  type Journey,
} from './test-compose/api.ts';
import { makeCompose, SCALE, type Compose } from './test-compose/compose.ts';
import { ensureEngine, engineVersion, type Engine } from './test-compose/engine.ts';
import { killOnePortal, readsAround, restartNats } from './test-compose/faults.ts';
import { makeReport, summary, writeResults } from './test-compose/report.ts';
import { freePort, secondsSince } from './test-compose/shell.ts';
import { imagesStage, swarmStage } from './test-compose/stages.ts';
import type { Swarm } from './test-compose/swarm.ts';

const log = (message: string): void => console.error(`[compose] ${message}`);
const cold = process.argv.includes('--cold');
const PROJECT = 'warroom-test';
const STACK = 'warroom-test';
const ADMIN_EMAIL = 'admin@warroom.local';
const resultsFile = join(repoRoot, 'test-results', 'compose.json');
const timeoutMinutes = Number(process.env.TEST_COMPOSE_TIMEOUT_MIN || 40);

const runId = markRun();
const report = makeReport(log);
const started = performance.now();
let engine: Engine | undefined;
let compose: Compose | undefined;
let composeUp = false;
let swarm: Swarm | undefined;
let cleaning: Promise<void> | undefined;

/** Takes down what this run started, whatever happened before: the project, the stack, the swarm, dockerd. */
function cleanup(): Promise<void> {
  cleaning ??= (async () => {
    if (compose && composeUp)
      await compose.down(true).catch((e: unknown) => log(`cleanup: compose down -v: ${String(e)}`));
    if (swarm) {
      await swarm.remove().catch((e: unknown) => log(`cleanup: stack rm: ${String(e)}`));
      await swarm.leave().catch((e: unknown) => log(`cleanup: swarm leave: ${String(e)}`));
    }
    await engine?.stop().catch((e: unknown) => log(`cleanup: stopping dockerd: ${String(e)}`));
  })();
  return cleaning;
}

/** Prints what the containers said, once a compose check failed. */
async function diagnose(target: Compose): Promise<void> {
  for (const service of ['gateway', 'identity', 'portal', 'applications', 'audit', 'nats', 'postgres']) {
    const logs = await target.logs(service, 15).catch(() => '');
    if (logs.trim()) console.error(`--- ${service}\n${logs.trimEnd()}`);
  }
}

const skip = (names: readonly string[], because: string): void => report.skip(names, because);

async function main(): Promise<void> {
  const secrets = {
    JWT_SECRET: randomBytes(32).toString('hex'),
    POSTGRES_PASSWORD: randomBytes(24).toString('hex'),
    ADMIN_PASSWORD: randomBytes(12).toString('hex'),
  };
  const port = await freePort();
  const mailPort = await freePort();
  const api = makeApi(`http://127.0.0.1:${port}`);

  engine = await report.step('Docker engine answers', () => ensureEngine(log));
  if (!engine) return skip(['everything else'], 'no Docker engine');
  report.figures.engine = {
    version: await engineVersion(),
    startedDaemon: engine.startedDaemon,
    compose: engine.compose.join(' '),
  };

  const base = await imagesStage(report, Object.values(secrets), cold, log);
  if (!base) return;

  const env = {
    ...secrets,
    ...base.env,
    ADMIN_EMAIL,
    PORT: String(port),
    PUBLIC_URL: `http://localhost:${port}`,
    MAIL_UI_PORT: String(mailPort),
    // Whatever the caller's shell has, these images and this project only.
    WARROOM_REGISTRY: 'warroom',
    WARROOM_TAG: 'latest',
    COMPOSE_PROJECT_NAME: PROJECT,
    SMTP_URL: '',
  };
  // With the dev profile: the mail catcher runs too, and identity's mail goes to it.
  const target = makeCompose(engine.compose, PROJECT, env, ['dev']);
  compose = target;
  await target.down(true).catch(() => undefined); // what a killed earlier run may have left
  composeUp = true;
  const healthy = () => waitHealthy(api, 240_000);

  const upSeconds = await report.step(
    `compose --profile dev up -d --scale portal=${SCALE.portal} --scale applications=${SCALE.applications}: healthy`,
    async () => {
      const t = performance.now();
      await target.up();
      await healthy();
      const seconds = secondsSince(t);
      const replicas: Record<string, number> = {};
      for (const service of Object.keys(SCALE)) replicas[service] = (await target.containers(service)).length;
      report.figures.compose = { timeToHealthySeconds: seconds, replicas };
      for (const [service, n] of Object.entries(SCALE)) {
        if (replicas[service] !== n) throw new Error(`${replicas[service]} ${service} containers, not ${n}`);
      }
      return seconds;
    },
    (s) => `/api/health 200 ${s} s after up -d on port ${port}`,
  );
  const later = ['smoke journey', 'dev profile mail', 'portal kill', 'NATS restart', 'down and up', 'down -v', 'swarm'];
  if (upSeconds === undefined) {
    await diagnose(target);
    return skip(later, 'the stack did not become healthy');
  }

  const admin = { email: ADMIN_EMAIL, password: secrets.ADMIN_PASSWORD, cookie: '' };
  const journey = await report.step<Journey>(
    'smoke journey through the published port',
    async () => {
      admin.cookie = await signIn(api, admin.email, admin.password);
      return smokeJourney(api, admin.cookie, `${Date.now()}`);
    },
    (j) => `objective, application, review, vote and their audit entries in ${j.seconds} s`,
  );
  if (report.figures.compose && journey) report.figures.compose.journeySeconds = journey.seconds;
  if (journey) {
    await report.step(
      'dev profile: the application email reached the mail catcher',
      () => waitForMail(`http://127.0.0.1:${mailPort}`, journey.applicantEmail, 'We received your application', 60_000),
      (s) => `'We received your application' in maildev's inbox ${s} s after the journey`,
    );
  } else {
    skip(['dev profile mail'], 'the smoke journey failed');
  }

  await report.step(
    'a portal replica killed under a steady read load: 0 failed reads',
    async () => {
      let killed = '';
      const reads = await readsAround(
        api,
        admin.cookie,
        4,
        async () => {
          killed = await killOnePortal(target);
        },
        12_000,
      );
      report.figures.portalKill = { ...reads, killed };
      if (reads.failedReads > 0) throw new Error(`${reads.failedReads} failed reads: ${reads.failures.join('; ')}`);
      return reads;
    },
    (r) => `${r.reads} reads by ${r.clients} clients, 0 failed, slowest ${r.slowestReadMs} ms`,
  );

  await report.step(
    'NATS restarted: 0 events lost or doubled, health back',
    async () => {
      const events = await restartNats(api, target, admin, healthy);
      report.figures.natsRestart = events;
      const problems = [
        events.lost > 0 ? `${events.lost} lost` : '',
        events.doubled > 0 ? `${events.doubled} doubled` : '',
        events.unpublished > 0 ? `${events.unpublished} never published` : '',
        // A request that meets the outage may be refused, with a 503 and nothing else (docs/reliability.md).
        ...events.writeFailures
          .filter((failure) => !/: 503 /.test(failure))
          .map((f) => `a write failed otherwise: ${f}`),
      ].filter(Boolean);
      if (problems.length > 0) throw new Error(`${problems.join(', ')} of ${events.outboxEvents} events`);
      return events;
    },
    (e) =>
      `${e.outboxEvents} events, ${e.auditEntries} audit entries, ${e.streamMessages ?? '?'} stream messages; health back ${e.healthBackSeconds} s after the restart began`,
  );

  await report.step(
    'down (volumes kept) and up: the data is still there',
    async () => {
      if (!journey) throw new Error('no journey to look for (the smoke journey failed)');
      await target.down(false);
      const t = performance.now();
      await target.up();
      await healthy();
      const seconds = secondsSince(t);
      admin.cookie = await signIn(api, admin.email, admin.password);
      const problems = await journeyKept(api, admin.cookie, journey);
      report.figures.stackRestart = { timeToHealthySeconds: seconds, dataKept: problems.length === 0 };
      if (problems.length > 0) throw new Error(`missing after the restart: ${problems.join(', ')}`);
      return seconds;
    },
    (s) => `the objective and the application answer 200; healthy ${s} s after up`,
  );

  await report.step('down -v: nothing of the project left', async () => {
    await target.down(true);
    composeUp = false;
    const left = await target.leftovers();
    if (left.length > 0) throw new Error(`left: ${left.join(', ')}`);
    return 'no container, network or volume';
  });

  await swarmStage(report, { stack: STACK, env, api, admin, log }, (joined) => {
    swarm = joined;
  });
}

/** The engine's own processes, spared while the commands of the run are stopped: the cleanup needs it. */
const ENGINE = ['dockerd', 'containerd', 'containerd-shim', 'containerd-shim-runc-v2', 'docker-proxy', 'runc'];

let finishing: Promise<void> | undefined;

/** Once (a signal and the end of main() may both ask): stops and takes down everything, reports, exits. */
function finish(code: number): Promise<void> {
  finishing ??= (async () => {
    // The commands still running first (a `docker build`: its client gone, BuildKit cancels the step;
    // stopping dockerd under it would leave the step running), while the engine still answers.
    const running = await stopRun(runId, { spare: ENGINE });
    if (running.found > 0) log(`stopped ${running.found} command(s) of the run that were still running`);
    await cleanup();
    const left = await stopRun(runId);
    if (left.found > 0) log(`stopped ${left.found} process(es) of the engine this run started`);
    const total = (performance.now() - started) / 1000;
    console.log(summary(report, total));
    console.log(writeResults(resultsFile, report, total));
    const failed = report.checks.some((c) => !c.ok);
    process.exit(failed || code !== 0 ? 1 : 0);
  })();
  return finishing;
}

let interrupted = false;
onStopSignals((signal) => {
  if (interrupted) process.exit(130);
  interrupted = true;
  log(`${signal}: cleaning up`);
  report.record('interrupted', false, `stopped by ${signal}`);
  void finish(130);
});
const guard = setTimeout(() => {
  report.record('finished in time', false, `still running after ${timeoutMinutes} min (TEST_COMPOSE_TIMEOUT_MIN)`);
  void finish(1);
}, timeoutMinutes * 60_000);
guard.unref();

main().then(
  () => finish(0),
  (error: unknown) => {
    report.record('unexpected error', false, error instanceof Error ? (error.stack ?? error.message) : String(error));
    return finish(1);
  },
);
