import { existsSync, chmodSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { request } from 'node:http';
import { homedir, tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  findNatsServer,
  findPostgresBinDir,
  getFreePort,
  startNats,
  startPostgres,
  type NatsHandle,
  type PostgresHandle,
} from '@warroom/local-infra';

export type TestInfraMode = 'external' | 'docker' | 'local';

/** PostgreSQL + NATS (JetStream) for tests. */
export type TestInfra = {
  readonly mode: TestInfraMode;
  /** URL of the `postgres` database as a superuser. */
  readonly pgAdminUrl: string;
  readonly natsUrl: string;
  /** A scratch folder (local mode: servers' data in it, their logs in `infra/`); removed by stop() unless WARROOM_KEEP_TMP=1. */
  readonly tmpDir: string;
  /** Local mode only: the server processes, for fault tests. */
  readonly postgres?: PostgresHandle;
  readonly nats?: NatsHandle;
  /** The admin URL with another database. */
  urlFor(database: string): string;
  /** Stops what it started and removes tmpDir. */
  stop(): Promise<void>;
};

export type TestInfraOptions = {
  /** Force a mode; else env WARROOM_TEST_INFRA, else external if DATABASE_URL and NATS_URL are set, else local if PostgreSQL and nats-server are installed, else docker if an engine answers, else local (installing them). */
  readonly mode?: TestInfraMode;
};

/** The admin URL with its path set to another database. */
export function withDatabase(url: string, database: string): string {
  const parsed = new URL(url);
  parsed.pathname = `/${encodeURIComponent(database)}`;
  return parsed.toString();
}

function ping(options: { socketPath?: string; host?: string; port?: number }, timeoutMs: number): Promise<boolean> {
  return new Promise<boolean>((resolve) => {
    const req = request({ ...options, path: '/_ping', method: 'GET', timeout: timeoutMs }, (res) => {
      res.resume();
      resolve(res.statusCode === 200);
    });
    req.on('timeout', () => req.destroy());
    req.on('error', () => resolve(false));
    req.end();
  });
}

/** True when a Docker engine answers /_ping (DOCKER_HOST, else the usual socket paths). */
export async function dockerAvailable(timeoutMs = 1_500): Promise<boolean> {
  const dockerHost = process.env.DOCKER_HOST;
  if (dockerHost) {
    if (dockerHost.startsWith('unix://')) return ping({ socketPath: dockerHost.slice('unix://'.length) }, timeoutMs);
    if (dockerHost.startsWith('tcp://')) {
      const url = new URL(dockerHost.replace(/^tcp:/, 'http:'));
      return ping({ host: url.hostname, port: Number(url.port || 2375) }, timeoutMs);
    }
    return false;
  }
  const sockets = [
    '/var/run/docker.sock',
    process.env.XDG_RUNTIME_DIR ? join(process.env.XDG_RUNTIME_DIR, 'docker.sock') : '',
    join(homedir(), '.docker', 'run', 'docker.sock'),
  ].filter((s) => s && existsSync(s));
  for (const socketPath of sockets) {
    if (await ping({ socketPath }, timeoutMs)) return true;
  }
  return false;
}

function makeTmpDir(): string {
  const dir = mkdtempSync(join(tmpdir(), 'warroom-test-'));
  // As root, PostgreSQL runs as the postgres OS user, who must be able to enter it.
  chmodSync(dir, 0o755);
  mkdirSync(join(dir, 'infra'), { recursive: true });
  return dir;
}

function removeTmpDir(dir: string): void {
  if (process.env.WARROOM_KEEP_TMP === '1') {
    console.log(`[warroom/testing] kept ${dir}`);
    return;
  }
  rmSync(dir, { recursive: true, force: true });
}

async function chooseMode(options: TestInfraOptions): Promise<TestInfraMode> {
  const forced = options.mode ?? process.env.WARROOM_TEST_INFRA;
  if (forced === 'external' || forced === 'docker' || forced === 'local') return forced;
  if (forced) throw new Error(`WARROOM_TEST_INFRA must be external, docker or local, not ${JSON.stringify(forced)}`);
  if (process.env.DATABASE_URL && process.env.NATS_URL) return 'external';
  // Local processes when the machine has the servers: a Docker engine that answers (the
  // compose test starts one) may have no way to pull images, and the fault tests need
  // processes they can signal anyway.
  if (findPostgresBinDir() && findNatsServer()) return 'local';
  return (await dockerAvailable()) ? 'docker' : 'local';
}

async function startLocal(tmpDir: string): Promise<TestInfra> {
  const [pgPort, natsPort] = [await getFreePort(), await getFreePort()];
  const [pgResult, natsResult] = await Promise.allSettled([
    startPostgres({
      dataDir: join(tmpDir, 'postgres'),
      port: pgPort,
      fsync: false,
      logFile: join(tmpDir, 'infra', 'postgres.log'),
    }),
    startNats({ storeDir: join(tmpDir, 'nats'), port: natsPort, logFile: join(tmpDir, 'infra', 'nats.log') }),
  ]);
  if (pgResult.status === 'rejected' || natsResult.status === 'rejected') {
    if (pgResult.status === 'fulfilled') await pgResult.value.stop();
    if (natsResult.status === 'fulfilled') await natsResult.value.stop();
    throw pgResult.status === 'rejected' ? pgResult.reason : (natsResult as PromiseRejectedResult).reason;
  }
  const postgres = pgResult.value;
  const nats = natsResult.value;
  return {
    mode: 'local',
    pgAdminUrl: postgres.adminUrl,
    natsUrl: nats.url,
    tmpDir,
    postgres,
    nats,
    urlFor: (database) => postgres.urlFor(database),
    stop: async () => {
      await Promise.all([nats.stop(), postgres.stop()]);
      removeTmpDir(tmpDir);
    },
  };
}

async function startDocker(tmpDir: string): Promise<TestInfra> {
  const { GenericContainer, Wait } = await import('testcontainers');
  const [pgResult, natsResult] = await Promise.allSettled([
    new GenericContainer('postgres:15')
      .withEnvironment({ POSTGRES_HOST_AUTH_METHOD: 'trust' })
      .withCommand([
        'postgres',
        '-c',
        'fsync=off',
        '-c',
        'synchronous_commit=off',
        '-c',
        'full_page_writes=off',
        '-c',
        'max_connections=200',
      ])
      .withExposedPorts(5432)
      .withWaitStrategy(Wait.forLogMessage(/database system is ready to accept connections/, 2))
      .start(),
    new GenericContainer('nats:2.10')
      .withCommand(['-js'])
      .withExposedPorts(4222)
      .withWaitStrategy(Wait.forLogMessage(/Server is ready/))
      .start(),
  ]);
  if (pgResult.status === 'rejected' || natsResult.status === 'rejected') {
    if (pgResult.status === 'fulfilled') await pgResult.value.stop();
    if (natsResult.status === 'fulfilled') await natsResult.value.stop();
    throw pgResult.status === 'rejected' ? pgResult.reason : (natsResult as PromiseRejectedResult).reason;
  }
  const pg = pgResult.value;
  const nats = natsResult.value;
  const pgAdminUrl = `postgres://postgres@${pg.getHost()}:${pg.getMappedPort(5432)}/postgres`;
  return {
    mode: 'docker',
    pgAdminUrl,
    natsUrl: `nats://${nats.getHost()}:${nats.getMappedPort(4222)}`,
    tmpDir,
    urlFor: (database) => withDatabase(pgAdminUrl, database),
    stop: async () => {
      await Promise.all([pg.stop(), nats.stop()]);
      removeTmpDir(tmpDir);
    },
  };
}

/**
 * PostgreSQL + NATS for tests: the servers in DATABASE_URL (an admin URL) and NATS_URL when both
 * are set; else containers (postgres:15, nats:2.10 -js) when a Docker engine answers; else local
 * processes in a fresh temp folder, on random free ports, with fsync off.
 */
export async function startTestInfra(options: TestInfraOptions = {}): Promise<TestInfra> {
  const mode = await chooseMode(options);
  const tmpDir = makeTmpDir();
  try {
    if (mode === 'local') return await startLocal(tmpDir);
    if (mode === 'docker') return await startDocker(tmpDir);
    const pgAdminUrl = process.env.DATABASE_URL;
    const natsUrl = process.env.NATS_URL;
    if (!pgAdminUrl || !natsUrl)
      throw new Error('WARROOM_TEST_INFRA=external needs DATABASE_URL (an admin URL) and NATS_URL');
    return {
      mode,
      pgAdminUrl,
      natsUrl,
      tmpDir,
      urlFor: (database) => withDatabase(pgAdminUrl, database),
      stop: async () => removeTmpDir(tmpDir),
    };
  } catch (error) {
    removeTmpDir(tmpDir);
    throw error;
  }
}
