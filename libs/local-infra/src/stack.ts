import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { LOCALHOST, waitForHttp } from './net.js';
import { APP_ENV, APP_NODE_FLAGS, APP_NODE_OPTIONS } from './app-heap.js';
import { createProcess, describeExit, type ManagedProcess } from './process.js';

export const SERVICE_NAMES = ['identity', 'portal', 'applications', 'audit'] as const;
export type ServiceName = (typeof SERVICE_NAMES)[number];
export const APP_NAMES = ['gateway', ...SERVICE_NAMES] as const;
export type AppName = (typeof APP_NAMES)[number];

export const DEFAULT_DB_PREFIX = 'warroom_';

/** The database a service owns: `warroom_identity` etc. */
export function databaseNameFor(service: ServiceName, prefix = DEFAULT_DB_PREFIX): string {
  return `${prefix}${service}`;
}

/** The four service databases, in SERVICE_NAMES order. */
export function stackDatabaseNames(prefix = DEFAULT_DB_PREFIX): string[] {
  return SERVICE_NAMES.map((service) => databaseNameFor(service, prefix));
}

/** `<rootDir>/apps/<app>/dist/main.js` */
export function appMainPath(rootDir: string, app: AppName): string {
  return join(resolve(rootDir), 'apps', app, 'dist', 'main.js');
}

/** The apps whose build output is missing. */
export function missingAppBuilds(rootDir: string, apps: readonly AppName[] = APP_NAMES): AppName[] {
  return apps.filter((app) => !existsSync(appMainPath(rootDir, app)));
}

/** `<rootDir>/node_modules/.bin/node` (the project's Node) when present, else the running Node. */
export function nodeBinary(rootDir: string): string {
  const local = join(resolve(rootDir), 'node_modules', '.bin', 'node');
  return existsSync(local) ? local : process.execPath;
}

/** A running app: one replica of one service, or the gateway. */
export type AppProcess = {
  readonly app: AppName;
  readonly replica: number;
} & ManagedProcess;

export type StartAppOptions = {
  readonly rootDir: string;
  readonly app: AppName;
  /** 0 unless told; names the log file `<app>-<replica>.log` when > 0. */
  readonly replica?: number;
  /** The app's own variables, on top of the inherited environment. */
  readonly env: Readonly<Record<string, string>>;
  readonly logDir: string;
  /** `<logDir>/<app>.log` (replica 0) or `<logDir>/<app>-<replica>.log` unless told. */
  readonly logFile?: string;
  /** Start from process.env (without NODE_OPTIONS); default true. */
  readonly inheritEnv?: boolean;
  /** SIGTERM, then SIGKILL after this long; 10 s unless told. */
  readonly stopTimeoutMs?: number;
};

function baseEnv(inherit: boolean): NodeJS.ProcessEnv {
  if (!inherit) return { PATH: process.env.PATH ?? '/usr/bin:/bin' };
  const env: NodeJS.ProcessEnv = { ...process.env };
  // The runner's flags (jest's --experimental-vm-modules, an inspector) are not the app's.
  delete env.NODE_OPTIONS;
  return env;
}

/** Creates an app process (not started): `node apps/<app>/dist/main.js`, run directly so the PID is the app's. */
export function createApp(options: StartAppOptions): AppProcess {
  const rootDir = resolve(options.rootDir);
  const replica = options.replica ?? 0;
  const main = appMainPath(rootDir, options.app);
  const managed = createProcess({
    name: `${options.app}#${replica}`,
    command: nodeBinary(rootDir),
    args: [...APP_NODE_FLAGS[options.app], main],
    cwd: rootDir,
    env: {
      ...baseEnv(options.inheritEnv ?? true),
      ...APP_ENV,
      ...options.env,
      // The app's heap ceilings first; flags given for this run (a profiler) after them, so they win.
      NODE_OPTIONS: [APP_NODE_OPTIONS[options.app], options.env.NODE_OPTIONS].filter(Boolean).join(' '),
    },
    logFile:
      options.logFile ?? join(options.logDir, replica === 0 ? `${options.app}.log` : `${options.app}-${replica}.log`),
    stopSignal: 'SIGTERM',
    stopTimeoutMs: options.stopTimeoutMs ?? 10_000,
  });
  return Object.assign(managed, { app: options.app, replica });
}

/** Starts one app; throws if its build output is missing. */
export async function startApp(options: StartAppOptions): Promise<AppProcess> {
  const main = appMainPath(options.rootDir, options.app);
  if (!existsSync(main)) throw new Error(`${main} is missing: run "npm run build" first`);
  const app = createApp(options);
  await app.start();
  return app;
}

export type StackOptions = {
  readonly rootDir: string;
  readonly natsUrl: string;
  /** URL of a database by name (the stack uses `<dbPrefix><service>`). */
  readonly databaseUrl: (database: string) => string;
  readonly gatewayPort: number;
  /** Gateway HOST; 127.0.0.1 unless told. */
  readonly gatewayHost?: string;
  /** Replicas per service; 1 unless told. */
  readonly replicas?: Partial<Record<ServiceName, number>>;
  /** More gateway replicas, on these ports (the first gateway is on gatewayPort). */
  readonly extraGatewayPorts?: readonly number[];
  /** Extra variables for every app (they win over the defaults below, not over the connection settings). */
  readonly env?: Readonly<Record<string, string>>;
  /** Extra variables for one app. */
  readonly appEnv?: Partial<Record<AppName, Readonly<Record<string, string>>>>;
  /** Database name prefix; `warroom_` unless told. */
  readonly dbPrefix?: string;
  readonly logDir: string;
  /** LOG_LEVEL of every app; `info` unless told (or set in env). */
  readonly logLevel?: string;
  /** Gateway JWT_SECRET; env.JWT_SECRET, process.env.JWT_SECRET or a random one unless told. */
  readonly jwtSecret?: string;
  /** Gateway WEB_DIST; '' (API only) unless told. */
  readonly webDist?: string;
  /** How long to wait for GET /api/health = 200; 120 s unless told. */
  readonly healthTimeoutMs?: number;
  /** Start every app from process.env (without NODE_OPTIONS); default true. */
  readonly inheritEnv?: boolean;
};

export type StackHandle = {
  /** `http://127.0.0.1:<gatewayPort>` */
  readonly gatewayUrl: string;
  /** Every gateway replica's URL, the first one first. */
  readonly gatewayUrls: readonly string[];
  readonly healthUrl: string;
  /** Every app process, gateway first, then each service's replicas (a live list). */
  readonly processes: readonly AppProcess[];
  readonly gateway: AppProcess;
  /** One process; throws if there is no such replica. */
  get(app: AppName, replica?: number): AppProcess;
  replicasOf(app: AppName): AppProcess[];
  /** Starts one more replica of a service (does not wait for health). */
  addReplica(service: ServiceName): Promise<AppProcess>;
  /** Waits for GET /api/health = 200; fails early, with its log, when an app has exited. */
  waitHealthy(timeoutMs?: number): Promise<void>;
  /** Stops every app in parallel (SIGTERM, SIGKILL after the timeout) and waits for each exit. */
  stopAll(): Promise<void>;
};

function section(p: AppProcess, lines: number): string {
  const tail = p.logTail(lines);
  return `--- ${p.name} (PID ${p.pid ?? '-'}) ${describeExit(p.lastExit)}; log ${p.logFile}${tail ? `:\n${tail}` : ' (empty)'}`;
}

/**
 * Starts the gateway and every service replica as processes and waits until
 * GET /api/health answers 200. On failure it stops what it started and throws an error
 * with the log tails of the apps that died.
 */
export async function startStack(options: StackOptions): Promise<StackHandle> {
  const rootDir = resolve(options.rootDir);
  const missing = missingAppBuilds(rootDir);
  if (missing.length > 0) {
    throw new Error(
      `not built: ${missing.map((app) => `apps/${app}/dist/main.js`).join(', ')}: run "npm run build" first`,
    );
  }
  const prefix = options.dbPrefix ?? DEFAULT_DB_PREFIX;
  const host = options.gatewayHost ?? LOCALHOST;
  const urlHost = host === '0.0.0.0' || host === '::' ? LOCALHOST : host;
  const gatewayUrl = `http://${urlHost}:${options.gatewayPort}`;
  const healthUrl = `${gatewayUrl}/api/health`;
  const jwtSecret =
    options.jwtSecret ?? options.env?.JWT_SECRET ?? process.env.JWT_SECRET ?? randomBytes(32).toString('hex');

  const gatewayPorts = [options.gatewayPort, ...(options.extraGatewayPorts ?? [])];
  const envFor = (app: AppName, replica: number): Record<string, string> => {
    const common = { LOG_LEVEL: options.logLevel ?? 'info', ...options.env, ...options.appEnv?.[app] };
    if (app === 'gateway') {
      return {
        WEB_DIST: options.webDist ?? '',
        ...common,
        NATS_URL: options.natsUrl,
        PORT: String(gatewayPorts[replica] ?? options.gatewayPort),
        HOST: host,
        JWT_SECRET: jwtSecret,
      };
    }
    return {
      ...common,
      NATS_URL: options.natsUrl,
      DATABASE_URL: options.databaseUrl(databaseNameFor(app, prefix)),
      PROBE_PORT: '0',
    };
  };

  const processes: AppProcess[] = [];
  const make = (app: AppName, replica: number): AppProcess => {
    const p = createApp({
      rootDir,
      app,
      replica,
      env: envFor(app, replica),
      logDir: options.logDir,
      inheritEnv: options.inheritEnv,
    });
    processes.push(p);
    return p;
  };

  const gateway = make('gateway', 0);
  for (let replica = 1; replica < gatewayPorts.length; replica++) make('gateway', replica);
  for (const service of SERVICE_NAMES) {
    const count = options.replicas?.[service] ?? 1;
    for (let replica = 0; replica < count; replica++) make(service, replica);
  }

  const stopAll = async (): Promise<void> => {
    await Promise.all(processes.map((p) => p.stop()));
  };

  const waitHealthy = async (timeoutMs = options.healthTimeoutMs ?? 120_000): Promise<void> => {
    try {
      await waitForHttp(healthUrl, {
        timeoutMs,
        intervalMs: 250,
        abort: () => {
          const dead = processes.filter((p) => !p.running);
          return dead.length > 0 ? `${dead.map((p) => `${p.name} ${describeExit(p.lastExit)}`).join(', ')}` : undefined;
        },
      });
    } catch (error) {
      const dead = processes.filter((p) => !p.running);
      const details = dead.length > 0 ? dead.map((p) => section(p, 30)) : [section(gateway, 15)];
      throw new Error(`the stack did not become healthy: ${(error as Error).message}\n${details.join('\n')}`, {
        cause: error,
      });
    }
  };

  try {
    await Promise.all(processes.map((p) => p.start()));
    await waitHealthy();
  } catch (error) {
    await stopAll();
    throw error;
  }

  return {
    gatewayUrl,
    gatewayUrls: gatewayPorts.map((port) => `http://${urlHost}:${port}`),
    healthUrl,
    processes,
    gateway,
    get: (app, replica = 0) => {
      const found = processes.find((p) => p.app === app && p.replica === replica);
      if (!found) throw new Error(`no process ${app}#${replica}`);
      return found;
    },
    replicasOf: (app) => processes.filter((p) => p.app === app),
    addReplica: async (service) => {
      const replica = Math.max(-1, ...processes.filter((p) => p.app === service).map((p) => p.replica)) + 1;
      const p = make(service, replica);
      await p.start();
      return p;
    },
    waitHealthy,
    stopAll,
  };
}
