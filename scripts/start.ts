// `npm start` (after `npm run build`): PostgreSQL, NATS (JetStream), the mail catcher (maildev,
// unless SMTP_URL names a real server) and the five apps as local processes, data under DATA_DIR
// (default <repo>/.data). Ctrl-C stops everything it started: the apps first, then the rest; so do
// SIGTERM (to this process or to the npm that runs it: see onStopSignals) and a closed terminal.
import { randomBytes } from 'node:crypto';
import { chmodSync, existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import {
  APP_NAMES,
  assertPortFree,
  ensureDatabases,
  killAllSync,
  missingAppBuilds,
  runningProcesses,
  stackDatabaseNames,
  startMailCatcher,
  startNats,
  startPostgres,
  type MailCatcherHandle,
  startStack,
  type ManagedProcess,
  type NatsHandle,
  type PostgresHandle,
  type StackHandle,
} from '@warroom/local-infra';
import { firstLine, repoRoot } from './lib/repo.ts';
import { markRun, onStopSignals, stopRun } from './lib/run-processes.ts';
import { recordRunning, stopLeftovers } from './start/leftovers.ts';

const runId = markRun();
const env = process.env;

/** Prints one line and exits 1. */
function fail(message: string): never {
  console.error(`npm start: ${message}`);
  process.exit(1);
}

function portFrom(name: string, fallback: number): number {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  const port = Number(raw);
  if (!Number.isInteger(port) || port < 1 || port > 65535)
    fail(`${name} must be a port number (1-65535), not ${JSON.stringify(raw)}`);
  return port;
}

/** JWT_SECRET from the environment, else DATA_DIR/jwt-secret (created once: 32 random bytes, hex, mode 0600). */
function jwtSecret(dataDir: string): string {
  if (env.JWT_SECRET) {
    if (env.JWT_SECRET.length < 32) fail('JWT_SECRET must be at least 32 characters');
    return env.JWT_SECRET;
  }
  const file = join(dataDir, 'jwt-secret');
  if (!existsSync(file)) writeFileSync(file, `${randomBytes(32).toString('hex')}\n`, { mode: 0o600, flag: 'wx' });
  chmodSync(file, 0o600);
  const secret = readFileSync(file, 'utf8').trim();
  if (secret.length < 32) fail(`${file} holds a secret shorter than 32 characters: delete it to make a new one`);
  return secret;
}

const dataDir = resolve(env.DATA_DIR || join(repoRoot, '.data'));
const pgPort = portFrom('PG_PORT', 55432);
const natsPort = portFrom('NATS_PORT', 54222);
const port = portFrom('PORT', 3000);
// PRODUCT.md section 8: mail goes to SMTP_URL, or by default to a local catcher that keeps it all.
const smtpUrl = env.SMTP_URL || undefined;
const mailSmtpPort = portFrom('MAIL_SMTP_PORT', 1025);
const mailUiPort = portFrom('MAIL_UI_PORT', 1080);
const publicUrl = env.PUBLIC_URL || `http://localhost:${port}`;
const host = env.HOST || '127.0.0.1';
const adminEmail = env.ADMIN_EMAIL || 'admin@warroom.local';
const logDir = join(dataDir, 'logs');
const webDist = join(repoRoot, 'apps', 'web', 'dist');
const show = (p: string): string => relative(process.cwd(), p) || '.';
const runFile = join(dataDir, 'running.json');

const missing = missingAppBuilds(repoRoot);
if (missing.length > 0)
  fail(
    `${missing.map((a) => `apps/${a}/dist/main.js`).join(', ')} missing: run "npm run build" (npm start does it first)`,
  );

mkdirSync(logDir, { recursive: true });
const secret = jwtSecret(dataDir);
await stopLeftovers(runFile);

// Check every port first, so a taken one fails before anything starts.
try {
  await assertPortFree(port, 'gateway', 'set PORT to use another one', host === '0.0.0.0' ? '127.0.0.1' : host);
  await assertPortFree(pgPort, 'PostgreSQL', 'set PG_PORT to use another one');
  await assertPortFree(natsPort, 'NATS', 'set NATS_PORT to use another one');
  if (!smtpUrl) {
    await assertPortFree(mailSmtpPort, 'the mail catcher (SMTP)', 'set MAIL_SMTP_PORT to use another one');
    await assertPortFree(mailUiPort, 'the mail catcher (inbox)', 'set MAIL_UI_PORT to use another one');
  }
} catch (error) {
  fail(firstLine(error));
}

let postgres: PostgresHandle | undefined;
let stopping = false;

const isInfra = (p: ManagedProcess): boolean =>
  p.name === 'postgres' || p.name === 'nats-server' || p.name === 'maildev';

/** Stops whatever is running, apps first, then NATS, then PostgreSQL; also mid-start. */
async function stopEverything(): Promise<void> {
  const running = runningProcesses();
  await Promise.all(running.filter((p) => !isInfra(p)).map((p) => p.stop()));
  await Promise.all(running.filter((p) => p.name === 'nats-server' || p.name === 'maildev').map((p) => p.stop()));
  if (postgres) await postgres.stop();
  else await Promise.all(running.filter((p) => p.name === 'postgres').map((p) => p.stop()));
  // Anything else the run started (a child of a child) that is still there.
  await stopRun(runId);
}

async function shutdown(code: number): Promise<void> {
  if (stopping) return;
  stopping = true;
  console.log('\nStopping War Room...');
  try {
    await stopEverything();
    rmSync(runFile, { force: true });
    console.log('Stopped.');
  } catch (error) {
    console.error(`npm start: while stopping: ${firstLine(error)}`);
    killAllSync();
    code = 1;
  }
  process.exit(code);
}

onStopSignals(() => {
  if (stopping) {
    // A second Ctrl-C: do not wait any longer.
    killAllSync();
    process.exit(130);
  }
  void shutdown(0);
});

type Started = {
  readonly postgres: PostgresHandle;
  readonly nats: NatsHandle;
  readonly mail: MailCatcherHandle | undefined;
  readonly stack: StackHandle;
};

/** Starts PostgreSQL, NATS and the apps; undefined when a signal came meanwhile (shutdown() is on it). */
async function start(): Promise<Started | undefined> {
  console.log(`Starting PostgreSQL on 127.0.0.1:${pgPort} (data in ${show(join(dataDir, 'postgres'))})...`);
  const pg = await startPostgres({
    dataDir: join(dataDir, 'postgres'),
    port: pgPort,
    logFile: join(logDir, 'postgres.log'),
  });
  postgres = pg;
  recordRunning(runFile);
  await ensureDatabases(pg.adminUrl, stackDatabaseNames());
  if (stopping) return undefined;

  console.log(`Starting NATS with JetStream on 127.0.0.1:${natsPort}...`);
  const nats = await startNats({ storeDir: join(dataDir, 'nats'), port: natsPort, logFile: join(logDir, 'nats.log') });
  recordRunning(runFile);
  if (stopping) return undefined;

  let mail: MailCatcherHandle | undefined;
  if (!smtpUrl) {
    console.log(`Starting the mail catcher (maildev) on 127.0.0.1:${mailSmtpPort}...`);
    mail = await startMailCatcher({
      rootDir: repoRoot,
      smtpPort: mailSmtpPort,
      webPort: mailUiPort,
      logFile: join(logDir, 'maildev.log'),
      mailDir: join(dataDir, 'mail'),
    });
    recordRunning(runFile);
    if (stopping) return undefined;
  }

  console.log(`Starting ${APP_NAMES.join(', ')} (logs in ${show(logDir)})...`);
  const stack = await startStack({
    rootDir: repoRoot,
    natsUrl: nats.url,
    databaseUrl: (db) => pg.urlFor(db),
    gatewayPort: port,
    gatewayHost: host,
    logDir,
    logLevel: env.LOG_LEVEL || 'info',
    jwtSecret: secret,
    webDist: existsSync(webDist) ? webDist : '',
    appEnv: { identity: { SMTP_URL: smtpUrl ?? mail?.smtpUrl ?? '', PUBLIC_URL: publicUrl } },
  });
  recordRunning(runFile);
  return stopping ? undefined : { postgres: pg, nats, mail, stack };
}

/** Reports a process that dies while running; the rest keeps going. */
function watch({ postgres: pg, nats, stack }: Started): void {
  for (const p of stack.processes) {
    p.onExit((exit) => {
      if (stopping) return;
      const how = exit.signal ? `was killed by ${exit.signal}` : `exited with code ${exit.code}`;
      console.error(`${p.name} ${how}; see ${show(p.logFile)}`);
    });
  }
  for (const [name, server] of [
    ['PostgreSQL', pg],
    ['NATS', nats],
  ] as const) {
    server.process.onExit(() => {
      if (!stopping) console.error(`${name} stopped unexpectedly; see ${show(server.process.logFile)}`);
    });
  }
}

start().then(
  (started) => {
    if (!started) return;
    watch(started);
    const webNote = existsSync(webDist) ? '' : ' (API only: apps/web/dist is not built)';
    console.log('');
    console.log(`War Room is running at http://localhost:${port}${webNote}`);
    console.log(`Admin login: ${adminEmail}`);
    console.log(
      started.mail ? `Mail inbox: ${started.mail.inboxUrl} (nothing leaves this machine)` : 'Mail goes to SMTP_URL',
    );
    console.log('Press Ctrl-C to stop.');
  },
  async (error: unknown) => {
    if (stopping) return; // stopped on purpose mid-start
    stopping = true;
    console.error(`npm start: ${error instanceof Error ? error.message : String(error)}`);
    await stopEverything().catch(() => killAllSync());
    rmSync(runFile, { force: true });
    process.exit(1);
  },
);
