import { spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import {
  appMainPath,
  dropDatabases,
  ensureDatabases,
  getFreePort,
  stackDatabaseNames,
  startMailCatcher,
  startStack,
  type MailCatcherHandle,
  type ServiceName,
  type StackHandle,
} from '@warroom/local-infra';
import { startTestInfra, type TestInfra, type TestInfraMode } from './infra.js';

/** What the jest global setup hands to the test workers through process.env. */
export type WarroomTestEnv = {
  /** Gateway base URL, e.g. http://127.0.0.1:41234 */
  readonly WARROOM_URL: string;
  readonly WARROOM_NATS_URL: string;
  readonly WARROOM_PG_ADMIN_URL: string;
  readonly WARROOM_REPO_ROOT: string;
  /** The database name prefix of this run (`warroom_` unless the servers are shared). */
  readonly WARROOM_DB_PREFIX: string;
  /** Where the apps' logs are (one file per app process; the servers' logs are elsewhere). */
  readonly WARROOM_LOG_DIR: string;
  /** The mail catcher's REST API: `GET <url>/email` lists every email the stack sent. */
  readonly WARROOM_MAIL_API_URL: string;
  /** The key the gateway signs session tokens with (random per stack), for tests of token handling. */
  readonly WARROOM_JWT_SECRET: string;
};

/**
 * Env of every app in the test stack: rate limits raised so tests do not trip them, and
 * X-Forwarded-* trusted so a test can pose as another client address or as HTTPS.
 */
export const TEST_STACK_ENV: Readonly<Record<string, string>> = {
  RATE_LIMIT_LOOKUP_PER_MINUTE: '100000',
  RATE_LIMIT_SUBMIT_PER_HOUR: '100000',
  RATE_LIMIT_TOKEN_PER_MINUTE: '100000',
  TRUST_PROXY: 'true',
  // Mail is tried again within a second or two, so that a test waits for it briefly.
  MAIL_RETRY_MAX_SECONDS: '2',
};

export type WarroomTestStackOptions = {
  /** The repository root; WARROOM_REPO_ROOT or the current folder unless told. */
  readonly rootDir?: string;
  /** Replicas per service; 1 each unless told. */
  readonly replicas?: Partial<Record<ServiceName, number>>;
  /** Gateway replicas, each on a port of its own (`stack.gatewayUrls`); 1 unless told. */
  readonly gateways?: number;
  /** More env for every app (on top of TEST_STACK_ENV). */
  readonly env?: Readonly<Record<string, string>>;
  readonly logLevel?: string;
  readonly infraMode?: TestInfraMode;
  /** Run `npm run build` first when apps/gateway/dist/main.js is missing (default true). */
  readonly buildIfMissing?: boolean;
};

export type WarroomTestStack = {
  readonly infra: TestInfra;
  readonly stack: StackHandle;
  /** The SMTP server the stack sends to (maildev, a real one): stop and restart it to test delivery. */
  readonly mail: MailCatcherHandle;
  readonly env: WarroomTestEnv;
  /** Stops the apps, then the infrastructure, and drops the databases of a shared server. */
  stop(): Promise<void>;
};

/** Free ports, asked one after another so that no two are the same. */
async function freePorts(count: number): Promise<number[]> {
  const ports: number[] = [];
  while (ports.length < count) {
    const port = await getFreePort();
    if (!ports.includes(port)) ports.push(port);
  }
  return ports;
}

/** Runs `npm run build` in rootDir when apps/gateway/dist/main.js (or this library's build) is missing. */
export function buildIfMissing(rootDir: string): void {
  const needed = [
    appMainPath(rootDir, 'gateway'),
    join(rootDir, 'libs', 'testing', 'dist', 'index.js'),
    join(rootDir, 'libs', 'local-infra', 'dist', 'index.js'),
  ];
  if (needed.every((file) => existsSync(file))) return;
  console.log('[warroom/testing] build output missing: running npm run build');
  const result = spawnSync('npm', ['run', 'build'], { cwd: rootDir, stdio: 'inherit', env: process.env });
  if (result.status !== 0) throw new Error(`npm run build failed (exit ${result.status ?? result.signal})`);
}

/**
 * PostgreSQL + NATS (startTestInfra) and every app (one replica each unless told, gateway on a
 * random port, rate limits raised), ready when GET /api/health answers 200.
 */
export async function startWarroomStack(options: WarroomTestStackOptions = {}): Promise<WarroomTestStack> {
  const rootDir = resolve(options.rootDir ?? process.env.WARROOM_REPO_ROOT ?? process.cwd());
  if (options.buildIfMissing ?? true) buildIfMissing(rootDir);

  const infra = await startTestInfra({ mode: options.infraMode });
  // On a shared server, keep this run's databases apart and drop them afterwards.
  const shared = infra.mode === 'external';
  const dbPrefix = shared ? `warroom_test_${randomBytes(4).toString('hex')}_` : 'warroom_';
  const databases = stackDatabaseNames(dbPrefix);
  const logDir = join(infra.tmpDir, 'logs');

  let stack: StackHandle;
  const jwtSecret = randomBytes(32).toString('hex');
  let mail: MailCatcherHandle | undefined;
  try {
    mail = await startMailCatcher({
      rootDir,
      smtpPort: await getFreePort(),
      webPort: await getFreePort(),
      logFile: join(logDir, 'maildev.log'),
    });
    await ensureDatabases(infra.pgAdminUrl, databases);
    const gatewayPort = await getFreePort();
    stack = await startStack({
      rootDir,
      natsUrl: infra.natsUrl,
      databaseUrl: (db) => infra.urlFor(db),
      gatewayPort,
      extraGatewayPorts: await freePorts((options.gateways ?? 1) - 1),
      replicas: options.replicas,
      // The links in emails lead to this stack's gateway.
      env: { ...TEST_STACK_ENV, SMTP_URL: mail.smtpUrl, PUBLIC_URL: `http://127.0.0.1:${gatewayPort}`, ...options.env },
      dbPrefix,
      logDir,
      logLevel: options.logLevel ?? 'info',
      jwtSecret,
      // The built web app, when there is one, so that tests see what a browser gets.
      webDist: existsSync(join(rootDir, 'apps', 'web', 'dist', 'index.html'))
        ? join(rootDir, 'apps', 'web', 'dist')
        : undefined,
    });
  } catch (error) {
    if (shared) await dropDatabases(infra.pgAdminUrl, databases).catch(() => undefined);
    await mail?.stop();
    await infra.stop();
    throw error;
  }
  const catcher = mail;

  const env: WarroomTestEnv = {
    WARROOM_URL: stack.gatewayUrl,
    WARROOM_NATS_URL: infra.natsUrl,
    WARROOM_PG_ADMIN_URL: infra.pgAdminUrl,
    WARROOM_REPO_ROOT: rootDir,
    WARROOM_DB_PREFIX: dbPrefix,
    WARROOM_LOG_DIR: logDir,
    WARROOM_MAIL_API_URL: catcher.apiUrl,
    WARROOM_JWT_SECRET: jwtSecret,
  };

  return {
    infra,
    stack,
    mail: catcher,
    env,
    stop: async () => {
      try {
        await stack.stopAll();
        if (shared) await dropDatabases(infra.pgAdminUrl, databases);
      } finally {
        await catcher.stop();
        await infra.stop();
      }
    },
  };
}
