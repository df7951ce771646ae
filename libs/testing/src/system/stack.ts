/**
 * The stack of a system test (resilience, fault injection): PostgreSQL and NATS (JetStream, with
 * its monitoring port so that its connections can be counted) always as local processes in a
 * fresh temp folder, because the tests signal them; and every app as a process of its own.
 */
import { chmodSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import {
  databaseNameFor,
  ensureDatabases,
  getFreePort,
  killAllOnSignals,
  stackDatabaseNames,
  startNats,
  startPostgres,
  startStack,
  type NatsHandle,
  type PostgresHandle,
  type ServiceName,
  type StackHandle,
} from '@warroom/local-infra';
import { buildIfMissing, TEST_STACK_ENV } from '../stack.js';
import { repoRoot } from './env.js';

export type SystemStack = {
  readonly stack: StackHandle;
  /** The gateway, `http://127.0.0.1:<port>`. */
  readonly baseUrl: string;
  readonly natsUrl: string;
  /** The PostgreSQL server of every service database (but the audit one when it has its own). */
  readonly postgres: PostgresHandle;
  readonly nats: NatsHandle;
  /** http://127.0.0.1:<port> of nats-server's monitoring endpoint (/varz, /connz, /jsz). */
  readonly natsMonitorUrl: string;
  /** The audit service's own PostgreSQL server, when it was asked for. */
  readonly auditPostgres?: PostgresHandle;
  readonly tmpDir: string;
  readonly dbPrefix: string;
  /** URL of a service's database, on whichever server holds it. */
  dbUrl(service: ServiceName): string;
  stop(): Promise<void>;
};

export type SystemStackOptions = {
  /** Names the temp folder (`warroom-<name>-…`) and the line that says it was kept. */
  readonly name: string;
  /** The checkout whose built apps run; the repository root unless told. */
  readonly rootDir?: string;
  readonly replicas?: Partial<Record<ServiceName, number>>;
  /** More env for every app, on top of TEST_STACK_ENV. */
  readonly env?: Readonly<Record<string, string>>;
  /** `info` logs every message a service handles; `warn` unless told. */
  readonly logLevel?: string;
  /**
   * A second PostgreSQL server for the audit database alone (so that killing it leaves the
   * rest of the product up), with this durability (`fsync: true`: production's).
   */
  readonly auditPostgres?: { readonly fsync: boolean };
};

const DB_PREFIX = 'warroom_';

type Infra = { readonly postgres: PostgresHandle; readonly nats: NatsHandle; readonly monitorPort: number };

/** Both started, or neither left running: the one that did start is stopped, and the first failure thrown. */
async function bothOrNeither<A extends { stop(): Promise<void> }, B extends { stop(): Promise<void> }>(
  a: Promise<A>,
  b: Promise<B>,
): Promise<[A, B]> {
  const [first, second] = await Promise.allSettled([a, b]);
  if (first.status === 'fulfilled' && second.status === 'fulfilled') return [first.value, second.value];
  await Promise.all(
    [first, second].map((started) => (started.status === 'fulfilled' ? started.value.stop() : undefined)),
  );
  throw first.status === 'rejected' ? first.reason : (second as PromiseRejectedResult).reason;
}

/** PostgreSQL (fsync off, like every test server) and NATS with its monitoring port. */
async function startInfra(tmpDir: string): Promise<Infra> {
  const [pgPort, natsPort, monitorPort] = [await getFreePort(), await getFreePort(), await getFreePort()];
  const [postgres, nats] = await bothOrNeither(
    startPostgres({
      dataDir: join(tmpDir, 'postgres'),
      port: pgPort,
      fsync: false,
      logFile: join(tmpDir, 'infra', 'postgres.log'),
    }),
    startNats({
      storeDir: join(tmpDir, 'nats'),
      port: natsPort,
      logFile: join(tmpDir, 'infra', 'nats.log'),
      extraArgs: ['-m', String(monitorPort)],
    }),
  );
  return { postgres, nats, monitorPort };
}

const AUDIT_DB = databaseNameFor('audit', DB_PREFIX);

/** Every service database, on the server that holds it (the audit one on its own server, when it has one). */
async function createDatabases(postgres: PostgresHandle, audit: PostgresHandle | undefined): Promise<void> {
  if (!audit) return ensureDatabases(postgres.adminUrl, stackDatabaseNames(DB_PREFIX));
  await ensureDatabases(audit.adminUrl, [AUDIT_DB]);
  await ensureDatabases(
    postgres.adminUrl,
    stackDatabaseNames(DB_PREFIX).filter((db) => db !== AUDIT_DB),
  );
}

/**
 * PostgreSQL and NATS as local processes in a fresh temp folder (removed by stop() unless
 * WARROOM_KEEP_TMP=1), and every app with the replicas asked for, healthy. PostgreSQL runs like
 * the other test servers (fsync off): the tests stop it with a fast shutdown, which writes
 * everything out; an audit server of its own runs as asked.
 */
export async function startSystemStack(options: SystemStackOptions): Promise<SystemStack> {
  const rootDir = resolve(options.rootDir ?? repoRoot());
  buildIfMissing(rootDir);
  const removeSignalHandlers = killAllOnSignals();
  const tmpDir = mkdtempSync(join(tmpdir(), `warroom-${options.name}-`));
  // As root, PostgreSQL runs as the postgres OS user, who must be able to enter it.
  chmodSync(tmpDir, 0o755);
  mkdirSync(join(tmpDir, 'infra'), { recursive: true });
  let infra: Infra | undefined;
  let auditPostgres: PostgresHandle | undefined;
  const serverOf = (db: string, main: PostgresHandle): PostgresHandle =>
    auditPostgres && db === AUDIT_DB ? auditPostgres : main;
  const stopInfra = async (): Promise<void> => {
    try {
      await auditPostgres?.stop();
    } finally {
      try {
        await Promise.all([infra?.nats.stop(), infra?.postgres.stop()]);
      } finally {
        removeSignalHandlers();
        if (process.env.WARROOM_KEEP_TMP === '1') console.log(`[${options.name}] kept ${tmpDir}`);
        else rmSync(tmpDir, { recursive: true, force: true });
      }
    }
  };
  let stack: StackHandle;
  try {
    infra = await startInfra(tmpDir);
    if (options.auditPostgres) {
      auditPostgres = await startPostgres({
        dataDir: join(tmpDir, 'audit-postgres'),
        port: await getFreePort(),
        logFile: join(tmpDir, 'infra', 'audit-postgres.log'),
        fsync: options.auditPostgres.fsync,
      });
    }
    const main = infra.postgres;
    await createDatabases(main, auditPostgres);
    stack = await startStack({
      rootDir,
      natsUrl: infra.nats.url,
      databaseUrl: (db) => serverOf(db, main).urlFor(db),
      gatewayPort: await getFreePort(),
      replicas: options.replicas,
      env: { ...TEST_STACK_ENV, ...options.env },
      dbPrefix: DB_PREFIX,
      logDir: join(tmpDir, 'logs'),
      logLevel: options.logLevel ?? 'warn',
    });
  } catch (error) {
    await stopInfra();
    throw error;
  }
  const { postgres, nats, monitorPort } = infra;
  return {
    stack,
    baseUrl: stack.gatewayUrl,
    natsUrl: nats.url,
    postgres,
    nats,
    natsMonitorUrl: `http://127.0.0.1:${monitorPort}`,
    auditPostgres,
    tmpDir,
    dbPrefix: DB_PREFIX,
    dbUrl: (service) => {
      const db = databaseNameFor(service, DB_PREFIX);
      return serverOf(db, postgres).urlFor(db);
    },
    stop: async () => {
      try {
        await stack.stopAll();
      } finally {
        await stopInfra();
      }
    },
  };
}

/** App name -> PID of each app process (`identity#1`: ...). */
export function appPids(system: Pick<SystemStack, 'stack'>): Record<string, number | undefined> {
  return Object.fromEntries(system.stack.processes.map((p) => [p.name, p.pid]));
}
