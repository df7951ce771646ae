/**
 * Harness of the resilience tests (resilience-*.e2e.spec.ts): a stack of their own with the
 * server processes at hand (to kill and restart them), a load driver of N clients mixing reads
 * and writes and recording every answer, resource snapshots (RSS, open files, PostgreSQL and
 * NATS connections), and the checks that each write is either fully there, with its outbox
 * row and exactly one audit entry, or not there at all.
 *
 * The infrastructure is always local processes (the tests signal them), and NATS runs with its
 * monitoring port so that its connections can be counted.
 */
import { randomUUID } from 'node:crypto';
import {
  chmodSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  readlinkSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { cpus, tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import pg from 'pg';
import {
  databaseNameFor,
  ensureDatabases,
  getFreePort,
  killAllOnSignals,
  stackDatabaseNames,
  startNats,
  startPostgres,
  startStack,
  type AppProcess,
  type NatsHandle,
  type PostgresHandle,
  type ServiceName,
  type StackHandle,
} from '@warroom/local-infra';
import {
  applicationBody,
  buildIfMissing,
  randomClientAddress,
  session,
  TEST_STACK_ENV,
  type Session,
} from '@warroom/testing';
import { ADMIN_EMAIL, ADMIN_PASSWORD } from './support.js';

// ---------------------------------------------------------------------------------------------
// Sizes (env overridable, so scripts/resilience.mjs runs the same tests at full size)
// ---------------------------------------------------------------------------------------------

export function intEnv(name: string, fallback: number): number {
  const raw = process.env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value <= 0) {
    throw new Error(`${name} must be a positive integer, not ${JSON.stringify(raw)}`);
  }
  return value;
}

/** A request that has not been answered after this long counts as a hang (status 0). */
export const CLIENT_TIMEOUT_MS = intEnv('RESILIENCE_CLIENT_TIMEOUT_MS', 20_000);

// ---------------------------------------------------------------------------------------------
// The stack
// ---------------------------------------------------------------------------------------------

export type ResilienceStack = {
  readonly stack: StackHandle;
  readonly baseUrl: string;
  readonly postgres: PostgresHandle;
  readonly nats: NatsHandle;
  /** http://127.0.0.1:<port> of nats-server's monitoring endpoint (/varz, /connz). */
  readonly natsMonitorUrl: string;
  readonly tmpDir: string;
  dbUrl(service: ServiceName): string;
  stop(): Promise<void>;
};

export type ResilienceStackOptions = {
  readonly replicas?: Partial<Record<ServiceName, number>>;
  /** More env for every app, on top of TEST_STACK_ENV. */
  readonly env?: Readonly<Record<string, string>>;
  /** `info` logs every message a service handles (the replica test reads them); `warn` unless told. */
  readonly logLevel?: string;
};

/**
 * PostgreSQL and NATS (JetStream, with its monitoring port) as local processes in a fresh temp
 * folder, and every app with the replicas asked for, healthy. PostgreSQL runs like the other
 * test servers (fsync off): the tests stop it with a fast shutdown, which writes everything out.
 */
export async function startResilienceStack(options: ResilienceStackOptions = {}): Promise<ResilienceStack> {
  const rootDir = resolve(process.env.WARROOM_REPO_ROOT ?? process.cwd());
  buildIfMissing(rootDir);
  const removeSignalHandlers = killAllOnSignals();
  const tmpDir = mkdtempSync(join(tmpdir(), 'warroom-resilience-'));
  // As root, PostgreSQL runs as the postgres OS user, who must be able to enter it.
  chmodSync(tmpDir, 0o755);
  mkdirSync(join(tmpDir, 'infra'), { recursive: true });
  const monitorPort = await getFreePort();
  let postgres: PostgresHandle | undefined;
  let nats: NatsHandle | undefined;
  const stopInfra = async (): Promise<void> => {
    try {
      await Promise.all([nats?.stop(), postgres?.stop()]);
    } finally {
      removeSignalHandlers();
      if (process.env.WARROOM_KEEP_TMP === '1') console.log(`[resilience] kept ${tmpDir}`);
      else rmSync(tmpDir, { recursive: true, force: true });
    }
  };
  let stack: StackHandle;
  try {
    [postgres, nats] = await Promise.all([
      startPostgres({
        dataDir: join(tmpDir, 'postgres'),
        port: await getFreePort(),
        fsync: false,
        logFile: join(tmpDir, 'infra', 'postgres.log'),
      }),
      startNats({
        storeDir: join(tmpDir, 'nats'),
        port: await getFreePort(),
        logFile: join(tmpDir, 'infra', 'nats.log'),
        extraArgs: ['-m', String(monitorPort)],
      }),
    ]);
    const pgServer = postgres;
    await ensureDatabases(pgServer.adminUrl, stackDatabaseNames('warroom_'));
    stack = await startStack({
      rootDir,
      natsUrl: nats.url,
      databaseUrl: (db) => pgServer.urlFor(db),
      gatewayPort: await getFreePort(),
      replicas: options.replicas,
      env: { ...TEST_STACK_ENV, ...options.env },
      dbPrefix: 'warroom_',
      logDir: join(tmpDir, 'logs'),
      logLevel: options.logLevel ?? 'warn',
    });
  } catch (error) {
    await stopInfra();
    throw error;
  }
  const pgServer = postgres;
  return {
    stack,
    baseUrl: stack.gatewayUrl,
    postgres: pgServer,
    nats,
    natsMonitorUrl: `http://127.0.0.1:${monitorPort}`,
    tmpDir,
    dbUrl: (service) => pgServer.urlFor(databaseNameFor(service, 'warroom_')),
    stop: async () => {
      try {
        await stack.stopAll();
      } finally {
        await stopInfra();
      }
    },
  };
}

/** App name -> PID of each running app process (`identity#1`: ...). */
export function appPids(rs: ResilienceStack): Record<string, number | undefined> {
  return Object.fromEntries(rs.stack.processes.map((p) => [p.name, p.pid]));
}

// ---------------------------------------------------------------------------------------------
// Health
// ---------------------------------------------------------------------------------------------

export type HealthAnswer = { readonly status: number; readonly down: readonly string[]; readonly at: number };

export async function health(baseUrl: string): Promise<HealthAnswer> {
  try {
    const response = await fetch(`${baseUrl}/api/health`, { signal: AbortSignal.timeout(10_000) });
    const body = (await response.json()) as { down?: string[] };
    return { status: response.status, down: body.down ?? [], at: Date.now() };
  } catch {
    return { status: 0, down: ['gateway'], at: Date.now() };
  }
}

/** Polls /api/health until `accept` holds; the first answer that did, or undefined at the deadline. */
export async function waitForHealth(
  baseUrl: string,
  accept: (answer: HealthAnswer) => boolean,
  timeoutMs: number,
): Promise<HealthAnswer | undefined> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const answer = await health(baseUrl);
    if (accept(answer)) return answer;
    if (Date.now() >= deadline) return undefined;
    await sleep(100);
  }
}

// ---------------------------------------------------------------------------------------------
// The load: clients, operations, records
// ---------------------------------------------------------------------------------------------

export type OperationKind =
  | 'me'
  | 'listObjectives'
  | 'listApplications'
  | 'applicationStatus'
  | 'auditLogs'
  | 'createObjective'
  | 'patchObjective'
  | 'submit'
  | 'vote'
  | 'comment';

export const READS: ReadonlySet<OperationKind> = new Set([
  'me',
  'listObjectives',
  'listApplications',
  'applicationStatus',
  'auditLogs',
]);

/** One answered (or not answered: status 0) request of the load. */
export type RequestRecord = {
  readonly kind: OperationKind;
  readonly method: string;
  /** The route, ids replaced by placeholders. */
  readonly route: string;
  readonly client: number;
  readonly startedAt: number;
  readonly ms: number;
  /** 0: no answer within CLIENT_TIMEOUT_MS, or the connection failed. */
  readonly status: number;
  readonly contentType: string;
  /** The body of an answer that was not 2xx (first 300 characters), or the client error. */
  readonly failure?: string;
  /** A write's unique marker: a title, an email, a comment, a vote reason. */
  readonly marker?: string;
  /** What the write is about (the objective patched, the application voted on...). */
  readonly target?: string;
  /** The id of what a successful write created. */
  readonly createdId?: string;
  /** The reviewer who voted or commented. */
  readonly actorEmail?: string;
};

export type LoadUser = { readonly email: string; readonly role: 'ADMIN' | 'CTO'; readonly session: Session };

/** What the clients share: signed-in users and applications open for votes. */
export type LoadFixture = {
  readonly baseUrl: string;
  readonly users: readonly LoadUser[];
  /** Applications under review: voted on, commented on, looked up. */
  readonly reviewable: readonly string[];
};

/**
 * Users for the clients (half ADMIN, half CTO, each signed in once and shared by the clients
 * that use it) and `reviewable` applications moved to UNDER_REVIEW so that votes are taken.
 */
export async function prepareFixture(
  baseUrl: string,
  { users = 6, reviewable = 6 }: { users?: number; reviewable?: number } = {},
): Promise<LoadFixture> {
  const admin = session(baseUrl);
  await admin.login(ADMIN_EMAIL, ADMIN_PASSWORD);
  const created = await Promise.all(
    Array.from({ length: users }, async (_, i): Promise<LoadUser> => {
      const role = i % 2 === 0 ? 'ADMIN' : 'CTO';
      const email = `load-${role.toLowerCase()}-${randomUUID().slice(0, 8)}@test.warroom.dev`;
      const password = `pw-${randomUUID()}`;
      const answer = await admin.post('/api/admin/users', { email, password, role, name: `Load ${i}` });
      if (answer.status !== 201) throw new Error(`creating a load user failed: ${answer.status} ${answer.text}`);
      const client = session(baseUrl);
      await client.login(email, password);
      return { email, role, session: client };
    }),
  );
  const ids = await Promise.all(
    Array.from({ length: reviewable }, async () => {
      const submitted = await fetch(`${baseUrl}/api/applications/submit`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-forwarded-for': randomClientAddress() },
        body: JSON.stringify(applicationBody({ applicantEmail: `reviewable-${randomUUID()}@example.com` })),
      });
      const { id } = (await submitted.json()) as { id: string };
      if (submitted.status !== 201) throw new Error(`seeding an application failed: ${submitted.status}`);
      const review = await admin.patch(`/api/applications/${id}/status`, { status: 'UNDER_REVIEW' });
      if (review.status !== 200) throw new Error(`moving ${id} to UNDER_REVIEW failed: ${review.status}`);
      return id;
    }),
  );
  return { baseUrl, users: created, reviewable: ids };
}

type Call = {
  readonly kind: OperationKind;
  readonly method: string;
  readonly path: string;
  readonly route: string;
  readonly json?: unknown;
  readonly headers?: Record<string, string>;
  readonly marker?: string;
  readonly target?: string;
  readonly actorEmail?: string;
};

/** The weight of each operation in the mix (reads about 70%). */
const MIX: ReadonlyArray<readonly [OperationKind, number]> = [
  ['me', 14],
  ['listObjectives', 10],
  ['listApplications', 14],
  ['applicationStatus', 18],
  ['auditLogs', 14],
  ['createObjective', 5],
  ['patchObjective', 5],
  ['submit', 8],
  ['vote', 6],
  ['comment', 6],
];
const MIX_TOTAL = MIX.reduce((sum, [, weight]) => sum + weight, 0);

function pick<T>(items: readonly T[]): T {
  return items[Math.floor(Math.random() * items.length)]!;
}

export type LoadOptions = {
  /**
   * Objectives one client creates at most; then it patches them instead. The objective list has
   * no paging, so a list that grew all along would measure its own size, not a leak.
   */
  readonly maxObjectivesPerClient?: number;
  /** Start the clients one after the other over this long instead of all at once (a warm-up). */
  readonly rampSeconds?: number;
};

/**
 * One load client: its user, the objectives it created (it patches only those) and the
 * applications it submitted (it comments on those, so that no application's comment thread,
 * which every answer about it carries, grows all along).
 */
class Client {
  readonly objectives: string[] = [];
  readonly submitted: string[] = [];

  constructor(
    readonly index: number,
    readonly user: LoadUser,
    private readonly fixture: LoadFixture,
    private readonly options: LoadOptions,
  ) {}

  next(): Call {
    let roll = Math.random() * MIX_TOTAL;
    let kind: OperationKind = 'me';
    for (const [candidate, weight] of MIX) {
      roll -= weight;
      if (roll < 0) {
        kind = candidate;
        break;
      }
    }
    return this.call(kind);
  }

  private call(kind: OperationKind): Call {
    const tag = `${this.index}-${randomUUID()}`;
    const known = [...this.fixture.reviewable, ...this.submitted.slice(-20)];
    switch (kind) {
      case 'me':
        return { kind, method: 'GET', path: '/api/auth/me', route: '/api/auth/me' };
      case 'listObjectives':
        return { kind, method: 'GET', path: '/api/okr/objectives', route: '/api/okr/objectives' };
      case 'listApplications':
        return {
          kind,
          method: 'GET',
          path: '/api/applications?limit=20',
          route: '/api/applications?limit=20',
        };
      case 'applicationStatus': {
        const id = pick(known);
        return {
          kind,
          method: 'GET',
          path: `/api/applications/${id}/status`,
          route: '/api/applications/{id}/status',
          headers: { 'x-forwarded-for': randomClientAddress() },
          target: id,
        };
      }
      case 'auditLogs':
        // Only an ADMIN may read the audit log: a CTO client reads who it is instead.
        if (this.user.role !== 'ADMIN') return this.call('me');
        return { kind, method: 'GET', path: '/api/admin/audit-logs?limit=20', route: '/api/admin/audit-logs?limit=20' };
      case 'createObjective': {
        if (this.objectives.length >= (this.options.maxObjectivesPerClient ?? Infinity))
          return this.call('patchObjective');
        const title = `Objective ${tag}`;
        return {
          kind,
          method: 'POST',
          path: '/api/okr/objectives',
          route: '/api/okr/objectives',
          marker: title,
          json: {
            title,
            description: 'Written by the resilience load.',
            keyResults: [
              { title: `KR one ${tag}`, current: 1, target: 10, unit: 'deals' },
              { title: `KR two ${tag}`, current: 0, target: 5, unit: 'hires' },
            ],
          },
        };
      }
      case 'patchObjective': {
        const id = this.objectives.at(-1 - Math.floor(Math.random() * Math.min(3, this.objectives.length)));
        if (!id) return this.call('createObjective');
        const title = `Renamed ${tag}`;
        return {
          kind,
          method: 'PATCH',
          path: `/api/okr/objectives/${id}`,
          route: '/api/okr/objectives/{id}',
          marker: title,
          target: id,
          json: { title },
        };
      }
      case 'submit': {
        const email = `load-${tag}@example.com`;
        return {
          kind,
          method: 'POST',
          path: '/api/applications/submit',
          route: '/api/applications/submit',
          marker: email,
          headers: { 'x-forwarded-for': randomClientAddress() },
          json: applicationBody({ applicantEmail: email }),
        };
      }
      case 'vote': {
        const id = pick(this.fixture.reviewable);
        const reason = `Vote ${tag}`;
        return {
          kind,
          method: 'POST',
          path: `/api/applications/${id}/vote`,
          route: '/api/applications/{id}/vote',
          marker: reason,
          target: id,
          actorEmail: this.user.email,
          json: { vote: Math.random() < 0.5 ? 'APPROVE' : 'REJECT', reason },
        };
      }
      case 'comment': {
        const id = this.submitted.length > 0 ? pick(this.submitted.slice(-5)) : pick(this.fixture.reviewable);
        const comment = `Comment ${tag}`;
        return {
          kind,
          method: 'POST',
          path: `/api/applications/${id}/comments`,
          route: '/api/applications/{id}/comments',
          marker: comment,
          target: id,
          actorEmail: this.user.email,
          json: { comment },
        };
      }
    }
  }

  async send(call: Call): Promise<RequestRecord> {
    const startedAt = Date.now();
    const headers: Record<string, string> = { ...call.headers };
    const cookie = this.user.session.cookieHeader();
    if (cookie) headers.cookie = cookie;
    if (call.json !== undefined) headers['content-type'] = 'application/json';
    const base = {
      kind: call.kind,
      method: call.method,
      route: call.route,
      client: this.index,
      startedAt,
      marker: call.marker,
      target: call.target,
      actorEmail: call.actorEmail,
    };
    try {
      const response = await fetch(`${this.fixture.baseUrl}${call.path}`, {
        method: call.method,
        headers,
        body: call.json === undefined ? undefined : JSON.stringify(call.json),
        signal: AbortSignal.timeout(CLIENT_TIMEOUT_MS),
      });
      const text = await response.text();
      const ms = Date.now() - startedAt;
      const contentType = response.headers.get('content-type') ?? '';
      const ok = response.status >= 200 && response.status < 300;
      let createdId: string | undefined;
      if (ok && (call.kind === 'createObjective' || call.kind === 'submit')) {
        createdId = (JSON.parse(text) as { id: string }).id;
        if (call.kind === 'createObjective') this.objectives.push(createdId);
        else this.submitted.push(createdId);
      }
      return {
        ...base,
        ms,
        status: response.status,
        contentType,
        createdId,
        failure: ok ? undefined : text.slice(0, 300),
      };
    } catch (error) {
      return { ...base, ms: Date.now() - startedAt, status: 0, contentType: '', failure: (error as Error).message };
    }
  }
}

const activeLoads = new Set<Load>();

/** Stops every load still running (a test that failed half-way) and waits for it. */
export async function stopAllLoads(): Promise<void> {
  const loads = [...activeLoads];
  for (const load of loads) load.stop();
  await Promise.all(loads.map((load) => load.done));
}

/**
 * `clients` clients, each sending one request after another (reads and writes mixed) until
 * stop() or `seconds` are over. Every request is recorded.
 */
export class Load {
  readonly records: RequestRecord[] = [];
  readonly startedAt = Date.now();
  endedAt = 0;
  readonly done: Promise<RequestRecord[]>;
  private stopped = false;

  constructor(fixture: LoadFixture, clients: number, seconds?: number, options: LoadOptions = {}) {
    const deadline = seconds === undefined ? Infinity : this.startedAt + seconds * 1000;
    const run = async (index: number): Promise<void> => {
      const client = new Client(index, fixture.users[index % fixture.users.length]!, fixture, options);
      if (options.rampSeconds) await sleep((options.rampSeconds * 1000 * index) / clients);
      while (!this.stopped && Date.now() < deadline) {
        const record = await client.send(client.next());
        this.records.push(record);
        // A client whose request failed pauses a little, so an outage is not a busy loop.
        if (record.status < 200 || record.status >= 300) await sleep(100);
      }
    };
    activeLoads.add(this);
    this.done = Promise.all(Array.from({ length: clients }, (_, i) => run(i))).then(() => {
      activeLoads.delete(this);
      this.endedAt = Date.now();
      this.stopped = true;
      return this.records;
    });
  }

  stop(): void {
    this.stopped = true;
  }

  /** Resolves once `count` more requests were answered than now (or the load is over). */
  async more(count: number, timeoutMs = 60_000): Promise<void> {
    const goal = this.records.length + count;
    const deadline = Date.now() + timeoutMs;
    while (!this.stopped && this.records.length < goal && Date.now() < deadline) await sleep(50);
  }
}

export function isOk(record: RequestRecord): boolean {
  return record.status >= 200 && record.status < 300;
}

/**
 * What is wrong with a failed answer, or undefined when it fails cleanly: a 5xx (or exactly
 * `status` when given) whose body is the product's JSON error ({ statusCode, message }) without
 * a stack trace, answered in time.
 */
export function uncleanFailure(record: RequestRecord, status?: number): string | undefined {
  if (isOk(record)) return undefined;
  if (record.status === 0) return `no answer within ${CLIENT_TIMEOUT_MS} ms (${record.failure ?? ''})`;
  if (record.status < 500 || (status !== undefined && record.status !== status)) {
    return `status ${record.status}: ${record.failure ?? ''}`;
  }
  if (!record.contentType.includes('application/json')) return `content-type ${record.contentType}`;
  let body: unknown;
  try {
    body = JSON.parse(record.failure ?? '');
  } catch {
    return 'body is not JSON';
  }
  const { statusCode, message } = body as { statusCode?: unknown; message?: unknown };
  if (statusCode !== record.status || typeof message !== 'string' || message.length === 0) {
    return `body is not the product's error: ${record.failure ?? ''}`;
  }
  if (/\bat .+:\d+:\d+|stack|Error:/i.test(record.failure ?? ''))
    return `body shows internals: ${record.failure ?? ''}`;
  return undefined;
}

// ---------------------------------------------------------------------------------------------
// Figures
// ---------------------------------------------------------------------------------------------

export function percentile(values: readonly number[], p: number): number {
  if (values.length === 0) return 0;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))]!;
}

export type LoadFigures = {
  readonly requests: number;
  readonly reads: number;
  readonly writes: number;
  readonly ok: number;
  readonly failed: number;
  readonly seconds: number;
  readonly requestsPerSecond: number;
  readonly p50Ms: number;
  readonly p99Ms: number;
  readonly maxMs: number;
  /** Answers by status, e.g. { "200": 4000, "201": 900, "503": 3 }. */
  readonly statuses: Record<string, number>;
  /** Requests, p50 and p99 per operation. */
  readonly byKind: Record<string, { requests: number; failed: number; p50Ms: number; p99Ms: number }>;
};

export function loadFigures(records: readonly RequestRecord[], startedAt: number, endedAt: number): LoadFigures {
  const seconds = Math.max(0.001, (endedAt - startedAt) / 1000);
  const statuses: Record<string, number> = {};
  const kinds = new Map<string, RequestRecord[]>();
  for (const record of records) {
    statuses[String(record.status)] = (statuses[String(record.status)] ?? 0) + 1;
    const list = kinds.get(record.kind);
    if (list) list.push(record);
    else kinds.set(record.kind, [record]);
  }
  const latencies = records.map((r) => r.ms);
  const ok = records.filter(isOk).length;
  return {
    requests: records.length,
    reads: records.filter((r) => READS.has(r.kind)).length,
    writes: records.filter((r) => !READS.has(r.kind)).length,
    ok,
    failed: records.length - ok,
    seconds: Math.round(seconds * 10) / 10,
    requestsPerSecond: Math.round((records.length / seconds) * 10) / 10,
    p50Ms: percentile(latencies, 50),
    p99Ms: percentile(latencies, 99),
    // Not Math.max(...latencies): a long soak has more answers than the call stack has room for.
    maxMs: latencies.reduce((max, ms) => Math.max(max, ms), 0),
    statuses,
    byKind: Object.fromEntries(
      [...kinds].map(([kind, list]) => [
        kind,
        {
          requests: list.length,
          failed: list.filter((r) => !isOk(r)).length,
          p50Ms: percentile(
            list.map((r) => r.ms),
            50,
          ),
          p99Ms: percentile(
            list.map((r) => r.ms),
            99,
          ),
        },
      ]),
    ),
  };
}

// ---------------------------------------------------------------------------------------------
// Resources: RSS, open files, PostgreSQL and NATS connections
// ---------------------------------------------------------------------------------------------

/** VmRSS of a process in kB (undefined if it is gone). */
export function rssKb(pid: number): number | undefined {
  try {
    const match = /^VmRSS:\s+(\d+)\s+kB/m.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
    return match ? Number(match[1]) : undefined;
  } catch {
    return undefined;
  }
}

/** How many file descriptors a process has open (undefined if it is gone). */
export function openFds(pid: number): number | undefined {
  try {
    return readdirSync(`/proc/${pid}/fd`).length;
  } catch {
    return undefined;
  }
}

function socketInodes(pid: number): Set<string> {
  const inodes = new Set<string>();
  try {
    for (const fd of readdirSync(`/proc/${pid}/fd`)) {
      try {
        const match = /^socket:\[(\d+)\]$/.exec(readlinkSync(`/proc/${pid}/fd/${fd}`));
        if (match) inodes.add(match[1]!);
      } catch {
        // closed in between
      }
    }
  } catch {
    // gone
  }
  return inodes;
}

/** Local ports of the TCP sockets a process holds, by state (hex as in /proc/net/tcp: 0A listening, 01 established). */
function tcpPorts(pid: number, state: (state: string) => boolean): number[] {
  const mine = socketInodes(pid);
  const ports: number[] = [];
  for (const table of ['/proc/net/tcp', '/proc/net/tcp6']) {
    let text: string;
    try {
      text = readFileSync(table, 'utf8');
    } catch {
      continue;
    }
    for (const line of text.split('\n').slice(1)) {
      // sl local rem st tx:rx tr:when retrnsmt uid timeout inode
      const [, local, , st, , , , , , inode] = line.trim().split(/\s+/);
      if (!local || !inode || !st || !state(st) || !mine.has(inode)) continue;
      ports.push(parseInt(local.slice(local.lastIndexOf(':') + 1), 16));
    }
  }
  return ports;
}

/**
 * A service's V8 heap in use, in kB, from its probe server's /metrics (prom-client's
 * nodejs_heap_size_used_bytes); the probe port is the one port the process listens on.
 * Undefined for the gateway (no probe server) or when it does not answer.
 */
export async function heapUsedKb(pid: number): Promise<number | undefined> {
  const [port] = tcpPorts(pid, (st) => st === '0A');
  if (port === undefined) return undefined;
  try {
    const response = await fetch(`http://127.0.0.1:${port}/metrics`, { signal: AbortSignal.timeout(5_000) });
    if (!response.ok) return undefined;
    const match = /^nodejs_heap_size_used_bytes(?:\{[^}]*\})? (\d+(?:\.\d+)?)/m.exec(await response.text());
    return match ? Math.round(Number(match[1]) / 1024) : undefined;
  } catch {
    return undefined;
  }
}

/**
 * How many of a process's open files are TCP connections accepted on `port` (the gateway's
 * HTTP clients, i.e. the load's own keep-alive connections), from /proc/net/tcp{,6}.
 */
export function inboundConnections(pid: number, port: number): number {
  return tcpPorts(pid, (st) => st !== '0A').filter((local) => local === port).length;
}

/** One query on a fresh connection (the server may have been restarted in between). */
export async function query<T extends pg.QueryResultRow>(
  url: string,
  sql: string,
  params: unknown[] = [],
): Promise<T[]> {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 5_000, query_timeout: 30_000 });
  client.on('error', () => undefined);
  await client.connect();
  try {
    return (await client.query<T>(sql, params)).rows;
  } finally {
    await client.end().catch(() => undefined);
  }
}

/** Client connections to PostgreSQL per database (this query's own connection left out). */
export async function pgConnections(rs: ResilienceStack): Promise<Record<string, number>> {
  const rows = await query<{ datname: string; n: string }>(
    rs.postgres.adminUrl,
    `select datname, count(*) as n from pg_stat_activity
      where datname is not null and backend_type = 'client backend' and pid <> pg_backend_pid()
      group by datname order by datname`,
  );
  return Object.fromEntries(rows.map((r) => [r.datname, Number(r.n)]));
}

/** Client connections nats-server holds (its monitoring endpoint's /varz). */
export async function natsConnections(rs: ResilienceStack): Promise<number> {
  const response = await fetch(`${rs.natsMonitorUrl}/varz`, { signal: AbortSignal.timeout(5_000) });
  const varz = (await response.json()) as { connections: number };
  return varz.connections;
}

export type ResourceSample = {
  /** ms since the load started (or since the epoch if no origin is given). */
  readonly t: number;
  /**
   * Per app process (`gateway#0`, `identity#0`, ...): RSS in kB, open fds, and open fds other
   * than the HTTP connections of the load's clients (whose number the load decides).
   */
  readonly apps: Record<
    string,
    { rssKb: number | undefined; heapUsedKb: number | undefined; fds: number | undefined; ownFds: number | undefined }
  >;
  readonly pg: Record<string, number>;
  readonly pgTotal: number;
  readonly nats: number;
};

export async function sampleResources(rs: ResilienceStack, origin = 0): Promise<ResourceSample> {
  const apps: ResourceSample['apps'] = {};
  const gatewayPort = Number(new URL(rs.baseUrl).port);
  for (const p of rs.stack.processes) {
    const pid = p.pid;
    const fds = pid === undefined ? undefined : openFds(pid);
    apps[p.name] =
      pid === undefined || fds === undefined
        ? { rssKb: undefined, heapUsedKb: undefined, fds: undefined, ownFds: undefined }
        : {
            rssKb: rssKb(pid),
            heapUsedKb: await heapUsedKb(pid),
            fds,
            ownFds: fds - inboundConnections(pid, gatewayPort),
          };
  }
  const pgByDb = await pgConnections(rs);
  return {
    t: Date.now() - origin,
    apps,
    pg: pgByDb,
    pgTotal: Object.values(pgByDb).reduce((a, b) => a + b, 0),
    nats: await natsConnections(rs),
  };
}

// ---------------------------------------------------------------------------------------------
// The ledger: every outbox row published and audited exactly once
// ---------------------------------------------------------------------------------------------

export const OUTBOX_SERVICES = ['identity', 'portal', 'applications'] as const satisfies readonly ServiceName[];

export type Ledger = {
  readonly outbox: number;
  readonly unpublished: number;
  readonly audited: number;
  readonly lost: number;
  readonly doubled: number;
  readonly phantom: number;
};

/** Every outbox row of every service against the whole audit log (the same check as apps/audit/test). */
export async function ledger(rs: ResilienceStack): Promise<Ledger & { lostIds: string[] }> {
  const outbox = new Map<string, boolean>();
  for (const service of OUTBOX_SERVICES) {
    const rows = await query<{ id: string; published: boolean }>(
      rs.dbUrl(service),
      `select id::text as id, published_at is not null as published from outbox`,
    );
    for (const row of rows) outbox.set(row.id, row.published);
  }
  const audit = new Map(
    (
      await query<{ id: string; n: string }>(
        rs.dbUrl('audit'),
        `select id::text as id, count(*) as n from audit_log group by id`,
      )
    ).map((r) => [r.id, Number(r.n)]),
  );
  let audited = 0;
  let doubled = 0;
  const lostIds: string[] = [];
  for (const id of outbox.keys()) {
    const n = audit.get(id) ?? 0;
    if (n > 0) audited += 1;
    else lostIds.push(id);
    doubled += Math.max(0, n - 1);
  }
  return {
    outbox: outbox.size,
    unpublished: [...outbox.values()].filter((published) => !published).length,
    audited,
    lost: lostIds.length,
    doubled,
    phantom: [...audit.keys()].filter((id) => !outbox.has(id)).length,
    lostIds: lostIds.slice(0, 20),
  };
}

/** Polls until every outbox row is published and in the audit log; the last ledger seen. */
export async function waitDrained(rs: ResilienceStack, timeoutMs = 60_000): Promise<Ledger & { drainMs: number }> {
  const started = Date.now();
  const deadline = started + timeoutMs;
  for (;;) {
    const current = await ledger(rs).catch(() => undefined);
    if (current && current.unpublished === 0 && current.lost === 0)
      return { ...current, drainMs: Date.now() - started };
    if (Date.now() >= deadline) {
      const last = current ?? (await ledger(rs));
      return { ...last, drainMs: Date.now() - started };
    }
    await sleep(250);
  }
}

// ---------------------------------------------------------------------------------------------
// Writes: each one fully there (row, outbox event, one audit entry) or not there at all
// ---------------------------------------------------------------------------------------------

/** What the databases hold for one write. */
type WriteState = {
  /** The change itself is there (the row, or the rows it consists of). */
  readonly present: boolean;
  /** Everything that must come with it is there too (key results, the outbox event). */
  readonly complete: boolean;
  /** Outbox rows of the write. */
  readonly events: readonly string[];
  readonly detail: string;
};

export type WriteCheck = {
  readonly checked: number;
  readonly okWrites: number;
  readonly failedWrites: number;
  /** Failed writes that committed anyway (fully, with their audit entry). */
  readonly failedButCommitted: number;
  /** Failed writes that left nothing behind. */
  readonly failedAndAbsent: number;
  /** Every write that broke a rule, with why (empty when all is well). */
  readonly violations: string[];
};

async function auditCounts(rs: ResilienceStack, ids: readonly string[]): Promise<Map<string, number>> {
  if (ids.length === 0) return new Map();
  const rows = await query<{ id: string; n: string }>(
    rs.dbUrl('audit'),
    `with m as (select distinct unnest($1::uuid[]) as id)
     select a.id::text as id, count(*) as n from audit_log a join m on m.id = a.id group by a.id`,
    [ids],
  );
  return new Map(rows.map((r) => [r.id, Number(r.n)]));
}

async function writeStates(
  rs: ResilienceStack,
  writes: readonly RequestRecord[],
): Promise<Map<RequestRecord, WriteState>> {
  const states = new Map<RequestRecord, WriteState>();
  const markers = (kind: OperationKind): string[] =>
    writes.filter((w) => w.kind === kind && w.marker).map((w) => w.marker!);
  const portal = rs.dbUrl('portal');
  const apps = rs.dbUrl('applications');

  const objectives = new Map<string, { id: string; krs: number; events: string[] }[]>();
  for (const row of await query<{ id: string; title: string; krs: string; events: string[] }>(
    portal,
    `with m as (select unnest($1::text[]) as marker),
          kr as (select objective_id, count(*) as n from key_results group by objective_id),
          ev as (select entity, array_agg(id::text) as ids from outbox where type = 'objective.created' group by entity)
     select o.id::text as id, o.title, coalesce(kr.n, 0) as krs, coalesce(ev.ids, '{}') as events
       from objectives o join m on m.marker = o.title
       left join kr on kr.objective_id = o.id
       left join ev on ev.entity = 'Objective:' || o.id::text`,
    [markers('createObjective')],
  )) {
    objectives.set(row.title, [
      ...(objectives.get(row.title) ?? []),
      { id: row.id, krs: Number(row.krs), events: row.events },
    ]);
  }
  // A create whose objective was renamed since: found through its creation event's title.
  for (const row of await query<{ id: string; title: string; krs: string; events: string[] }>(
    portal,
    `with m as (select unnest($1::text[]) as marker),
          kr as (select objective_id, count(*) as n from key_results group by objective_id)
     select o.id::text as id, e.data->>'title' as title, coalesce(kr.n, 0) as krs, array[e.id::text] as events
       from outbox e join m on m.marker = e.data->>'title'
       join objectives o on e.entity = 'Objective:' || o.id::text
       left join kr on kr.objective_id = o.id
      where e.type = 'objective.created' and o.title <> e.data->>'title'`,
    [markers('createObjective')],
  )) {
    objectives.set(row.title, [
      ...(objectives.get(row.title) ?? []),
      { id: row.id, krs: Number(row.krs), events: row.events },
    ]);
  }
  const patches = new Map<string, string[]>();
  for (const row of await query<{ title: string; id: string }>(
    portal,
    `with m as (select unnest($1::text[]) as marker)
     select m.marker as title, e.id::text as id
       from outbox e join m on m.marker = e.data->'changes'->'title'->>'to'
      where e.type = 'objective.updated'`,
    [markers('patchObjective')],
  )) {
    patches.set(row.title, [...(patches.get(row.title) ?? []), row.id]);
  }
  const submitted = new Map<string, { id: string; events: string[] }[]>();
  for (const row of await query<{ email: string; id: string; events: string[] }>(
    apps,
    `with m as (select unnest($1::text[]) as marker),
          ev as (select entity, array_agg(id::text) as ids from outbox where type = 'application.submitted' group by entity)
     select a.applicant_email as email, a.id, coalesce(ev.ids, '{}') as events
       from applications a join m on m.marker = a.applicant_email
       left join ev on ev.entity = 'Application:' || a.id`,
    [markers('submit')],
  )) {
    submitted.set(row.email, [...(submitted.get(row.email) ?? []), { id: row.id, events: row.events }]);
  }
  const comments = new Map<string, { id: string; events: string[] }[]>();
  for (const row of await query<{ comment: string; id: string; events: string[] }>(
    apps,
    `with m as (select unnest($1::text[]) as marker),
          ev as (select data->>'commentId' as comment_id, array_agg(id::text) as ids
                   from outbox where type = 'application.commented' group by 1)
     select c.comment, c.id::text as id, coalesce(ev.ids, '{}') as events
       from comments c join m on m.marker = c.comment
       left join ev on ev.comment_id = c.id::text`,
    [markers('comment')],
  )) {
    comments.set(row.comment, [...(comments.get(row.comment) ?? []), { id: row.id, events: row.events }]);
  }
  const votes = new Map<string, number>();
  for (const row of await query<{ reason: string; n: string }>(
    apps,
    `with m as (select unnest($1::text[]) as marker)
     select reason, count(*) as n from votes join m on m.marker = votes.reason group by reason`,
    [markers('vote')],
  )) {
    votes.set(row.reason, Number(row.n));
  }

  for (const w of writes) {
    const marker = w.marker ?? '';
    switch (w.kind) {
      case 'createObjective': {
        const found = objectives.get(marker) ?? [];
        const one = found[0];
        states.set(w, {
          present: found.length > 0,
          complete:
            found.length === 1 &&
            one!.krs === 2 &&
            one!.events.length === 1 &&
            (!w.createdId || one!.id === w.createdId),
          events: found.flatMap((f) => f.events),
          detail: JSON.stringify(found),
        });
        break;
      }
      case 'patchObjective': {
        const events = patches.get(marker) ?? [];
        states.set(w, {
          present: events.length > 0,
          complete: events.length === 1,
          events,
          detail: `${events.length} events`,
        });
        break;
      }
      case 'submit': {
        const found = submitted.get(marker) ?? [];
        const one = found[0];
        states.set(w, {
          present: found.length > 0,
          complete: found.length === 1 && one!.events.length === 1 && (!w.createdId || one!.id === w.createdId),
          events: found.flatMap((f) => f.events),
          detail: JSON.stringify(found),
        });
        break;
      }
      case 'comment': {
        const found = comments.get(marker) ?? [];
        states.set(w, {
          present: found.length > 0,
          complete: found.length === 1 && found[0]!.events.length === 1,
          events: found.flatMap((f) => f.events),
          detail: JSON.stringify(found),
        });
        break;
      }
      case 'vote': {
        // The vote's event carries no reason: its events are counted per voter and application below.
        const n = votes.get(marker) ?? 0;
        states.set(w, { present: n > 0, complete: n === 1, events: [], detail: `${n} vote rows` });
        break;
      }
      case 'me':
      case 'listObjectives':
      case 'listApplications':
      case 'applicationStatus':
      case 'auditLogs':
        break;
    }
  }
  return states;
}

/**
 * Checks every write of the load once the event path has drained: a write answered 2xx is
 * there exactly once with all its parts and its outbox event, and that event is in the audit
 * log exactly once; a write that failed is either fully there (the same) or not there at all.
 * Votes: per voter and application, the vote rows equal the `application.voted` events, and
 * lie between the votes answered 2xx and those plus the failed ones.
 */
export async function checkWrites(rs: ResilienceStack, records: readonly RequestRecord[]): Promise<WriteCheck> {
  const writes = records.filter((r) => !READS.has(r.kind) && r.marker);
  const states = await writeStates(rs, writes);
  const audit = await auditCounts(
    rs,
    [...states.values()].flatMap((s) => s.events),
  );
  const violations: string[] = [];
  let failedButCommitted = 0;
  let failedAndAbsent = 0;
  for (const w of writes) {
    const state = states.get(w);
    if (!state) continue;
    const auditedOnce = state.events.every((id) => audit.get(id) === 1);
    const whole = state.present && state.complete && auditedOnce;
    const label = `${w.kind} ${w.marker ?? ''} (answered ${w.status})`;
    if (isOk(w)) {
      if (!whole)
        violations.push(`${label}: acknowledged but not fully there once with one audit entry: ${state.detail}`);
    } else if (state.present) {
      if (whole) failedButCommitted += 1;
      else violations.push(`${label}: failed and left a half state: ${state.detail}`);
    } else {
      failedAndAbsent += 1;
    }
  }

  // Votes: rows and events per (voter, application).
  const voteWrites = writes.filter((w) => w.kind === 'vote');
  if (voteWrites.length > 0) {
    const apps = rs.dbUrl('applications');
    const pairs = new Map<string, { ok: number; failed: number }>();
    for (const w of voteWrites) {
      const key = `${w.actorEmail ?? ''} ${w.target ?? ''}`;
      const pair = pairs.get(key) ?? { ok: 0, failed: 0 };
      if (isOk(w)) pair.ok += 1;
      else pair.failed += 1;
      pairs.set(key, pair);
    }
    const rows = new Map(
      (
        await query<{ key: string; n: string }>(
          apps,
          `select voter_email || ' ' || application_id as key, count(*) as n from votes group by 1`,
        )
      ).map((r) => [r.key, Number(r.n)]),
    );
    const eventRows = await query<{ key: string; id: string }>(
      apps,
      `select (actor->>'email') || ' ' || substr(entity, length('Application:') + 1) as key, id::text as id
         from outbox where type = 'application.voted'`,
    );
    const events = new Map<string, string[]>();
    for (const row of eventRows) {
      const ids = events.get(row.key);
      if (ids) ids.push(row.id);
      else events.set(row.key, [row.id]);
    }
    const voteAudit = await auditCounts(
      rs,
      eventRows.map((r) => r.id),
    );
    for (const [key, { ok, failed }] of pairs) {
      const n = rows.get(key) ?? 0;
      const ids = events.get(key) ?? [];
      if (n !== ids.length) violations.push(`votes of ${key}: ${n} vote rows but ${ids.length} events`);
      if (n < ok || n > ok + failed)
        violations.push(`votes of ${key}: ${n} rows for ${ok} acknowledged and ${failed} failed`);
      const notOnce = ids.filter((id) => voteAudit.get(id) !== 1);
      if (notOnce.length > 0) violations.push(`votes of ${key}: ${notOnce.length} events not audited exactly once`);
    }
  }

  return {
    checked: writes.length,
    okWrites: writes.filter(isOk).length,
    failedWrites: writes.filter((w) => !isOk(w)).length,
    failedButCommitted,
    failedAndAbsent,
    violations: violations.slice(0, 50),
  };
}

/** The API agrees: every objective and application created by a 2xx answer can be read back. */
export async function readBack(baseUrl: string, admin: Session, records: readonly RequestRecord[]): Promise<string[]> {
  const missing: string[] = [];
  for (const r of records.filter((w) => isOk(w) && w.createdId)) {
    const path =
      r.kind === 'createObjective' ? `/api/okr/objectives/${r.createdId!}` : `/api/applications/${r.createdId!}/status`;
    const answer = await admin.get(path, { baseUrl, headers: { 'x-forwarded-for': randomClientAddress() } });
    if (answer.status !== 200) missing.push(`${path}: ${answer.status}`);
  }
  return missing;
}

// ---------------------------------------------------------------------------------------------
// Logs: who handled what, when
// ---------------------------------------------------------------------------------------------

/** The messages a service process handled (its `message handled` log lines at level info), after `since`. */
export function handledSince(p: AppProcess, since: number): { total: number; subjects: Record<string, number> } {
  let text: string;
  try {
    text = readFileSync(p.logFile, 'utf8');
  } catch {
    return { total: 0, subjects: {} };
  }
  const subjects: Record<string, number> = {};
  let total = 0;
  for (const line of text.split('\n')) {
    if (!line.includes('"message handled"')) continue;
    let entry: { time?: number; subject?: string };
    try {
      entry = JSON.parse(line) as { time?: number; subject?: string };
    } catch {
      continue;
    }
    if ((entry.time ?? 0) < since || !entry.subject || entry.subject.endsWith('.health')) continue;
    total += 1;
    subjects[entry.subject] = (subjects[entry.subject] ?? 0) + 1;
  }
  return { total, subjects };
}

/** The errors (pino level 50) the app processes logged: what was unhandled, without stacks. */
export function appErrors(rs: ResilienceStack): string[] {
  const errors: string[] = [];
  for (const p of rs.stack.processes) {
    let text: string;
    try {
      text = readFileSync(p.logFile, 'utf8');
    } catch {
      continue;
    }
    for (const line of text.split('\n')) {
      if (!line.includes('"level":50')) continue;
      try {
        const entry = JSON.parse(line) as { msg?: string; err?: { type?: string; message?: string; code?: string } };
        errors.push(
          `${p.name}: ${entry.msg ?? ''}: ${entry.err?.type ?? ''} ${entry.err?.code ?? ''} ${entry.err?.message ?? ''}`,
        );
      } catch {
        errors.push(`${p.name}: ${line.slice(0, 300)}`);
      }
    }
  }
  return errors;
}

// ---------------------------------------------------------------------------------------------
// Results
// ---------------------------------------------------------------------------------------------

/** Writes test-results/resilience-<name>.json (or into RESILIENCE_RESULTS_DIR) and prints it. */
export function writeResults(name: string, results: Record<string, unknown>): void {
  const rootDir = resolve(process.env.WARROOM_REPO_ROOT ?? process.cwd());
  const dir = process.env.RESILIENCE_RESULTS_DIR ?? join(rootDir, 'test-results');
  mkdirSync(dir, { recursive: true });
  const doc = {
    test: name,
    finishedAt: new Date().toISOString(),
    machine: { cores: cpus().length, node: process.version },
    ...results,
  };
  writeFileSync(join(dir, `resilience-${name}.json`), `${JSON.stringify(doc, null, 2)}\n`);
  console.log(`[resilience] ${name}: ${JSON.stringify(results)}`);
}
