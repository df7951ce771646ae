#!/usr/bin/env node
// `npm start` (after `npm run build`): PostgreSQL, NATS (JetStream) and the five apps as local
// processes, data under DATA_DIR (default <repo>/.data). Ctrl-C stops everything it started:
// the apps first, then NATS, then PostgreSQL.
import { randomBytes } from 'node:crypto';
import { chmodSync, existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  APP_NAMES,
  assertPortFree,
  ensureDatabases,
  isPidAlive,
  killAllSync,
  missingAppBuilds,
  runningProcesses,
  waitForPidExit,
  stackDatabaseNames,
  startNats,
  startPostgres,
  startStack,
} from '@warroom/local-infra';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const env = process.env;

/** Prints one line and exits 1. */
function fail(message) {
  console.error(`npm start: ${message}`);
  process.exit(1);
}

function portFrom(name, fallback) {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  const port = Number(raw);
  if (!Number.isInteger(port) || port < 1 || port > 65535)
    fail(`${name} must be a port number (1-65535), not ${JSON.stringify(raw)}`);
  return port;
}

/** JWT_SECRET from the environment, else DATA_DIR/jwt-secret (created once: 32 random bytes, hex, mode 0600). */
function jwtSecret(dataDir) {
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

/** The first line of an error, for messages meant to be one line. */
function firstLine(error) {
  return String(error instanceof Error ? error.message : error).split('\n')[0];
}

const dataDir = resolve(env.DATA_DIR || join(root, '.data'));
const pgPort = portFrom('PG_PORT', 55432);
const natsPort = portFrom('NATS_PORT', 54222);
const port = portFrom('PORT', 3000);
const host = env.HOST || '127.0.0.1';
const adminEmail = env.ADMIN_EMAIL || 'admin@warroom.local';
const logDir = join(dataDir, 'logs');
const show = (p) => relative(process.cwd(), p) || '.';

// PIDs of what is running, so that a later `npm start` can clean up after one that was killed hard.
const runFile = join(dataDir, 'running.json');

function cmdlineOf(pid) {
  try {
    return readFileSync(`/proc/${pid}/cmdline`, 'utf8').replaceAll('\0', ' ').trim();
  } catch {
    return '';
  }
}

function signal(pid, name) {
  try {
    process.kill(pid, name);
  } catch {
    // already gone
  }
}

function recordRunning() {
  const entries = runningProcesses().map((p) => ({ name: p.name, pid: p.pid, cmdline: cmdlineOf(p.pid) }));
  writeFileSync(runFile, `${JSON.stringify(entries, null, 2)}\n`);
}

/** Stops the processes an earlier `npm start` left running (same PID and command line), apps first. */
async function stopLeftovers() {
  if (!existsSync(runFile)) return;
  let entries;
  try {
    entries = JSON.parse(readFileSync(runFile, 'utf8'));
  } catch {
    entries = [];
  }
  const alive = entries.filter(
    (e) => Number.isInteger(e.pid) && e.cmdline && isPidAlive(e.pid) && cmdlineOf(e.pid) === e.cmdline,
  );
  const rank = (e) => (e.name === 'postgres' ? 2 : e.name === 'nats-server' ? 1 : 0);
  if (alive.length > 0) console.log(`Stopping ${alive.length} process(es) left running by an earlier npm start...`);
  for (const level of [0, 1, 2]) {
    const group = alive.filter((e) => rank(e) === level);
    for (const e of group) signal(e.pid, e.name === 'postgres' ? 'SIGINT' : 'SIGTERM');
    for (const e of group) {
      if (!(await waitForPidExit(e.pid, 15_000))) {
        signal(e.pid, 'SIGKILL');
        await waitForPidExit(e.pid, 5_000);
      }
    }
  }
  rmSync(runFile, { force: true });
}

const missing = missingAppBuilds(root);
if (missing.length > 0)
  fail(
    `${missing.map((a) => `apps/${a}/dist/main.js`).join(', ')} missing: run "npm run build" (npm start does it first)`,
  );

mkdirSync(logDir, { recursive: true });
const secret = jwtSecret(dataDir);
await stopLeftovers();

// Check every port first, so a taken one fails before anything starts.
try {
  await assertPortFree(port, 'gateway', 'set PORT to use another one', host === '0.0.0.0' ? '127.0.0.1' : host);
  await assertPortFree(pgPort, 'PostgreSQL', 'set PG_PORT to use another one');
  await assertPortFree(natsPort, 'NATS', 'set NATS_PORT to use another one');
} catch (error) {
  fail(firstLine(error));
}

let postgres;
let nats;
let stack;
let stopping = false;

/** Stops whatever is running, apps first, then NATS, then PostgreSQL; also mid-start. */
async function stopEverything() {
  const running = runningProcesses();
  const isInfra = (p) => p.name === 'postgres' || p.name === 'nats-server';
  await Promise.all(running.filter((p) => !isInfra(p)).map((p) => p.stop()));
  await Promise.all(running.filter((p) => p.name === 'nats-server').map((p) => p.stop()));
  if (postgres) await postgres.stop();
  else await Promise.all(running.filter((p) => p.name === 'postgres').map((p) => p.stop()));
}

async function shutdown(code) {
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

for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) {
  process.on(signal, () => {
    if (stopping) {
      // A second Ctrl-C: do not wait any longer.
      killAllSync();
      process.exit(130);
    }
    void shutdown(0);
  });
}

async function start() {
  console.log(`Starting PostgreSQL on 127.0.0.1:${pgPort} (data in ${show(join(dataDir, 'postgres'))})...`);
  postgres = await startPostgres({
    dataDir: join(dataDir, 'postgres'),
    port: pgPort,
    logFile: join(logDir, 'postgres.log'),
  });
  recordRunning();
  await ensureDatabases(postgres.adminUrl, stackDatabaseNames());
  if (stopping) return false;

  console.log(`Starting NATS with JetStream on 127.0.0.1:${natsPort}...`);
  nats = await startNats({ storeDir: join(dataDir, 'nats'), port: natsPort, logFile: join(logDir, 'nats.log') });
  recordRunning();
  if (stopping) return false;

  console.log(`Starting ${APP_NAMES.join(', ')} (logs in ${show(logDir)})...`);
  const webDist = join(root, 'apps', 'web', 'dist');
  stack = await startStack({
    rootDir: root,
    natsUrl: nats.url,
    databaseUrl: (db) => postgres.urlFor(db),
    gatewayPort: port,
    gatewayHost: host,
    logDir,
    logLevel: env.LOG_LEVEL || 'info',
    jwtSecret: secret,
    webDist: existsSync(webDist) ? webDist : '',
  });
  recordRunning();
  return !stopping;
}

function watch() {
  // Report a process that dies while running; the rest keeps going.
  for (const p of stack.processes) {
    p.onExit((exit) => {
      if (stopping) return;
      const how = exit.signal ? `was killed by ${exit.signal}` : `exited with code ${exit.code}`;
      console.error(`${p.name} ${how}; see ${show(p.logFile)}`);
    });
  }
  for (const [name, server] of [
    ['PostgreSQL', postgres],
    ['NATS', nats],
  ]) {
    server.process.onExit(() => {
      if (!stopping) console.error(`${name} stopped unexpectedly; see ${show(server.process.logFile)}`);
    });
  }
}

start().then(
  (up) => {
    if (!up) return; // a signal came during the start; shutdown() is on it
    watch();
    const webNote = existsSync(join(root, 'apps', 'web', 'dist')) ? '' : ' (API only: apps/web/dist is not built)';
    console.log('');
    console.log(`War Room is running at http://localhost:${port}${webNote}`);
    console.log(`Admin login: ${adminEmail}`);
    console.log('Press Ctrl-C to stop.');
  },
  async (error) => {
    if (stopping) return; // stopped on purpose mid-start
    stopping = true;
    console.error(`npm start: ${error instanceof Error ? error.message : String(error)}`);
    await stopEverything().catch(() => killAllSync());
    rmSync(runFile, { force: true });
    process.exit(1);
  },
);
