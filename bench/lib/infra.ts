/**
 * The bench's own servers, started with the project's harness (libs/local-infra): a
 * temporary PostgreSQL 15 and NATS (JetStream) on random 127.0.0.1 ports, then the
 * built apps (startStack). Everything started here is stopped by `cleanup()`, and
 * SIGKILLed by the harness's exit hook if the bench dies.
 */
import { chmodSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { randomBytes } from 'node:crypto';
import {
  DEFAULT_DB_PREFIX,
  ensureDatabases,
  getFreePort,
  killAllSync,
  stackDatabaseNames,
  startNats,
  startPostgres,
  startStack,
  type NatsHandle,
  type PostgresHandle,
  type StackHandle,
  type StackOptions,
} from '@warroom/local-infra';
import { withDb } from './db.ts';

/**
 * Env of every app for the bench: the two public rate limits raised so that the load is not
 * refused (the counting still runs on every request), X-Forwarded-For trusted (as behind a
 * proxy) so that public requests come from many client addresses, production mode.
 */
export const BENCH_STACK_ENV: Readonly<Record<string, string>> = Object.freeze({
  RATE_LIMIT_LOOKUP_PER_MINUTE: '100000000',
  RATE_LIMIT_SUBMIT_PER_HOUR: '100000000',
  TRUST_PROXY: 'true',
  NODE_ENV: 'production',
});

export type Log = (message: string) => void;

/** Steps that undo what was started, run last-in first-out; a failing step does not stop the others. */
export class Cleanup {
  #steps: { name: string; fn: () => unknown }[] = [];
  add(name: string, fn: () => unknown): void {
    this.#steps.push({ name, fn });
  }
  async run(log: Log = console.error): Promise<void> {
    for (let step = this.#steps.pop(); step; step = this.#steps.pop()) {
      try {
        await step.fn();
      } catch (error) {
        log(`cleanup ${step.name} failed: ${error instanceof Error ? error.message : String(error)}`);
      }
    }
  }
}

/**
 * On SIGINT/SIGTERM/SIGHUP: stop gracefully once, SIGKILL everything on a second signal. Returns
 * whether a signal came (the run's results are then not written: it ends when the cleanup has).
 */
export function installSignalHandlers(cleanup: Cleanup): () => boolean {
  let stopping = false;
  for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP'] as const) {
    process.on(signal, () => {
      if (stopping) {
        killAllSync();
        process.exit(130);
      }
      stopping = true;
      console.error(`\n${signal}: stopping what the bench started...`);
      void cleanup.run().finally(() => process.exit(130));
    });
  }
  return () => stopping;
}

export type Infra = {
  readonly tmpDir: string;
  readonly postgres: PostgresHandle;
  readonly nats: NatsHandle;
  readonly pgAdminUrl: string;
  readonly natsUrl: string;
  readonly urlFor: (database: string) => string;
};

export type InfraOptions = {
  readonly cleanup: Cleanup;
  readonly fsync?: boolean;
  readonly keepTmp?: boolean;
  readonly log?: Log;
};

/** PostgreSQL (pg_stat_statements loaded) and NATS in a fresh temp folder. */
export async function startInfra({
  cleanup,
  fsync = true,
  keepTmp = false,
  log = () => undefined,
}: InfraOptions): Promise<Infra> {
  const tmpDir = mkdtempSync(join(tmpdir(), 'warroom-bench-'));
  // As root, PostgreSQL runs as the postgres OS user, who must be able to enter it.
  chmodSync(tmpDir, 0o755);
  mkdirSync(join(tmpDir, 'logs'), { recursive: true });
  cleanup.add('tmp dir', () => {
    if (keepTmp) log(`kept ${tmpDir}`);
    else rmSync(tmpDir, { recursive: true, force: true });
  });
  const [pgPort, natsPort] = [await getFreePort(), await getFreePort()];
  const postgres = await startPostgres({
    dataDir: join(tmpDir, 'postgres'),
    port: pgPort,
    fsync,
    logFile: join(tmpDir, 'logs', 'postgres.log'),
    settings: {
      shared_preload_libraries: 'pg_stat_statements',
      'pg_stat_statements.track': 'top',
      shared_buffers: '256MB',
    },
  });
  cleanup.add('postgres', () => postgres.stop());
  const nats = await startNats({
    storeDir: join(tmpDir, 'nats'),
    port: natsPort,
    logFile: join(tmpDir, 'logs', 'nats.log'),
  });
  cleanup.add('nats', () => nats.stop());
  return {
    tmpDir,
    postgres,
    nats,
    pgAdminUrl: postgres.adminUrl,
    natsUrl: nats.url,
    urlFor: (db) => postgres.urlFor(db),
  };
}

export type AppsOptions = {
  readonly infra: Infra;
  readonly rootDir: string;
  readonly cleanup: Cleanup;
  readonly replicas?: StackOptions['replicas'];
  readonly env?: Readonly<Record<string, string>>;
  readonly appEnv?: StackOptions['appEnv'];
  readonly logLevel?: string;
  readonly prefix?: string;
  readonly webDist?: string;
};

export type Apps = { readonly stack: StackHandle; readonly jwtSecret: string; readonly prefix: string };

/**
 * The five apps on the infra above (gateway on a random port, the built web app served),
 * with `replicas` per service. Resolves when GET /api/health answers 200.
 */
export async function startApps({
  infra,
  rootDir,
  cleanup,
  replicas,
  env = {},
  appEnv,
  logLevel = 'info',
  prefix = DEFAULT_DB_PREFIX,
  webDist,
}: AppsOptions): Promise<Apps> {
  await ensureDatabases(infra.pgAdminUrl, stackDatabaseNames(prefix));
  const jwtSecret = randomBytes(32).toString('hex');
  const stack = await startStack({
    rootDir,
    natsUrl: infra.natsUrl,
    databaseUrl: (db) => infra.urlFor(db),
    gatewayPort: await getFreePort(),
    replicas,
    env: { ...BENCH_STACK_ENV, ...env },
    appEnv,
    dbPrefix: prefix,
    logDir: join(infra.tmpDir, 'logs'),
    logLevel,
    jwtSecret,
    webDist: webDist ?? join(rootDir, 'apps', 'web', 'dist'),
  });
  cleanup.add('apps', () => stack.stopAll());
  return { stack, jwtSecret, prefix };
}

/** pg_stat_statements in each service database (created once; reset before a measurement). */
export async function enableStatements(
  urlFor: (database: string) => string,
  prefix = DEFAULT_DB_PREFIX,
): Promise<void> {
  for (const db of stackDatabaseNames(prefix)) {
    await withDb(urlFor(db), (c) => c.query('create extension if not exists pg_stat_statements'));
  }
}

/** KEY=VALUE pairs (--env) as an object; the value may contain `=`. */
export function envPairs(pairs: readonly string[]): Record<string, string> {
  return Object.fromEntries(pairs.map((kv) => [kv.slice(0, kv.indexOf('=')), kv.slice(kv.indexOf('=') + 1)]));
}
