import { join, resolve } from 'node:path';
import pg from 'pg';
import { ensurePostgresBinaries, ensurePostgresUser, isRoot } from './binaries.js';
import { assertPortFree, LOCALHOST } from './net.js';
import { createProcess, describeExit, type ManagedProcess } from './process.js';
import { childrenOf, reapPids } from './process-table.js';
import { setTimeout as sleep } from 'node:timers/promises';
import { clearStalePidFile, fileSize, initCluster, prepareDataDir, readFrom, SUPERUSER } from './postgres-cluster.js';

export type PostgresOptions = {
  /** Cluster folder; initdb runs on first use (when it has no PG_VERSION). */
  readonly dataDir: string;
  readonly port: number;
  /** Server output; `<dataDir>/server.log` unless told. */
  readonly logFile?: string;
  /** false for tests: fsync, synchronous_commit and full_page_writes off. Default true. */
  readonly fsync?: boolean;
  /** More server settings, passed as `-c name=value`. */
  readonly settings?: Readonly<Record<string, string | number>>;
  /** How long to wait for the first successful query; 60 s unless told. */
  readonly startTimeoutMs?: number;
};

export type PostgresHandle = {
  readonly host: string;
  readonly port: number;
  readonly dataDir: string;
  /** `postgres://postgres@127.0.0.1:<port>/postgres` (trust auth). */
  readonly adminUrl: string;
  /** The postmaster itself. */
  readonly process: ManagedProcess;
  readonly pid: number | undefined;
  urlFor(database: string): string;
  /** Fast shutdown (SIGINT), SIGKILL after 30 s; resolves when every server process is gone. */
  stop(): Promise<void>;
  /** Signals the postmaster (e.g. SIGKILL to simulate a crash, SIGSTOP/SIGCONT). */
  kill(signal?: NodeJS.Signals): void;
  /** stop() (waits for leftovers of a crash too), then start again on the same data and wait until it answers. */
  restart(): Promise<void>;
  /** Waits until a query succeeds. */
  waitReady(timeoutMs?: number): Promise<void>;
};

export function postgresUrl(port: number, database: string, host = LOCALHOST): string {
  return `postgres://${SUPERUSER}@${host}:${port}/${encodeURIComponent(database)}`;
}

/** One attempt: connect and SELECT 1. Resolves to true or the error message. */
export async function tryQuery(url: string, timeoutMs = 2_000): Promise<true | string> {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: timeoutMs });
  client.on('error', () => undefined);
  try {
    await client.connect();
    await client.query('SELECT 1');
    return true;
  } catch (error) {
    return (error as Error).message || String((error as { code?: string }).code);
  } finally {
    await client.end().catch(() => undefined);
  }
}

/** Starts (and on first use initialises) a PostgreSQL server on 127.0.0.1:port. */
export async function startPostgres(options: PostgresOptions): Promise<PostgresHandle> {
  const dataDir = resolve(options.dataDir);
  const { port } = options;
  const binDir = ensurePostgresBinaries();
  const user = isRoot() ? ensurePostgresUser() : undefined;
  prepareDataDir(dataDir, user);
  initCluster(binDir, dataDir, user);

  const socketDir = Buffer.byteLength(join(dataDir, `.s.PGSQL.${port}.lock`)) < 100 ? dataDir : '';
  const settings: Record<string, string | number> = {
    listen_addresses: LOCALHOST,
    max_connections: 200,
    // A failed statement would be logged with its values (password hashes, tokens): the apps log their own errors.
    log_min_error_statement: 'panic',
    ...(options.fsync === false ? { fsync: 'off', synchronous_commit: 'off', full_page_writes: 'off' } : {}),
    ...options.settings,
  };
  const args = ['-D', dataDir, '-p', String(port), '-k', socketDir];
  for (const [name, value] of Object.entries(settings)) args.push('-c', `${name}=${value}`);

  const server = createProcess({
    name: 'postgres',
    command: join(binDir, 'postgres'),
    args,
    cwd: dataDir,
    env: { PATH: process.env.PATH ?? '/usr/bin:/bin', LANG: 'C.UTF-8', PGTZ: 'UTC', TZ: 'UTC' },
    logFile: options.logFile ?? join(dataDir, 'server.log'),
    uid: user?.uid,
    gid: user?.gid,
    stopSignal: 'SIGINT',
    stopTimeoutMs: 30_000,
  });

  const adminUrl = postgresUrl(port, 'postgres');
  const startTimeoutMs = options.startTimeoutMs ?? 60_000;

  const waitReady = async (timeoutMs = startTimeoutMs): Promise<void> => {
    const deadline = Date.now() + timeoutMs;
    let last: string;
    for (;;) {
      const result = await tryQuery(adminUrl);
      if (result === true) return;
      last = result;
      if (!server.running) {
        throw new Error(
          `PostgreSQL ${describeExit(server.lastExit)} while starting (log ${server.logFile}):\n${server.logTail(20)}`,
        );
      }
      if (Date.now() >= deadline) {
        throw new Error(
          `PostgreSQL did not answer on port ${port} within ${timeoutMs} ms (${last}); log ${server.logFile}:\n${server.logTail(20)}`,
        );
      }
      await sleep(100);
    }
  };

  const launch = async (): Promise<void> => {
    // After a crash its backends take a moment to notice and exit; until then the old shared
    // memory is in use and the new postmaster refuses to start: try again for a while.
    const deadline = Date.now() + 15_000;
    for (;;) {
      clearStalePidFile(dataDir);
      await assertPortFree(port, 'PostgreSQL', 'set PG_PORT to another port or stop what uses it');
      const logOffset = fileSize(server.logFile);
      await server.start();
      try {
        await waitReady();
        return;
      } catch (error) {
        await server.stop(5_000);
        const crashLeftovers = readFrom(server.logFile, logOffset).includes('pre-existing shared memory block');
        if (!crashLeftovers || Date.now() >= deadline) throw error;
        await sleep(250);
      }
    }
  };

  // Backends run in their own sessions (setsid), so they are not in the postmaster's process
  // group; remember them before any signal so that stop() can wait for them too.
  const backends = new Set<number>();
  const rememberBackends = (): void => {
    if (server.running && server.pid !== undefined) for (const pid of childrenOf(server.pid)) backends.add(pid);
  };
  const stop = async (): Promise<void> => {
    rememberBackends();
    await server.stop();
    await reapPids(backends, 10_000);
    backends.clear();
  };

  await launch();

  return {
    host: LOCALHOST,
    port,
    dataDir,
    adminUrl,
    process: server,
    get pid() {
      return server.pid;
    },
    urlFor: (database) => postgresUrl(port, database),
    stop,
    kill: (signal = 'SIGTERM') => {
      rememberBackends();
      server.kill(signal);
    },
    restart: async () => {
      await stop();
      await launch();
    },
    waitReady,
  };
}

const IDENTIFIER = /^[A-Za-z_][A-Za-z0-9_]{0,62}$/;

/** Runs `work` with a connection to the admin database, once every name is a plain identifier. */
async function withAdmin(adminUrl: string, names: readonly string[], work: (client: pg.Client) => Promise<void>) {
  for (const name of names) {
    if (!IDENTIFIER.test(name)) throw new Error(`invalid database name: ${JSON.stringify(name)}`);
  }
  const client = new pg.Client({ connectionString: adminUrl });
  client.on('error', () => undefined);
  await client.connect();
  try {
    await work(client);
  } finally {
    await client.end();
  }
}

/** Creates each database that does not exist yet (names: letters, digits, underscores). */
export async function ensureDatabases(adminUrl: string, names: readonly string[]): Promise<void> {
  await withAdmin(adminUrl, names, async (client) => {
    for (const name of names) {
      const found = await client.query('SELECT 1 FROM pg_database WHERE datname = $1', [name]);
      if (found.rowCount) continue;
      try {
        await client.query(`CREATE DATABASE "${name}"`);
      } catch (error) {
        // Someone else created it in between: 42P04 duplicate_database, or 23505 on the catalog.
        const code = (error as { code?: string }).code;
        if (code !== '42P04' && code !== '23505') throw error;
      }
    }
  });
}

/** Drops each database if it exists, ending its connections first. */
export async function dropDatabases(adminUrl: string, names: readonly string[]): Promise<void> {
  await withAdmin(adminUrl, names, async (client) => {
    for (const name of names) await client.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
  });
}
