/**
 * A load of N signed-in clients, each sending one request after another from the mix of reads
 * and writes (load-mix.ts), every answer recorded.
 */
import { randomUUID } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import { applicationOps } from '@warroom/contracts';
import { z } from 'zod';
import { session, type Session } from '../http.js';
import { LoadRun } from './load.js';
import { call, nextCall, type Call, type OperationKind } from './load-mix.js';
import { postApplication } from './load-submit.js';

/** One answered (or not answered: status 0) request of the load. */
export type RequestRecord = {
  readonly kind: OperationKind;
  readonly method: string;
  /** The route, ids replaced by placeholders. */
  readonly route: string;
  readonly client: number;
  readonly startedAt: number;
  readonly ms: number;
  /** 0: no answer within the fixture's requestTimeoutMs, or the connection failed. */
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

export function isOk(record: { readonly status: number }): boolean {
  return record.status >= 200 && record.status < 300;
}

/** A request as results files and failure messages show it: method, route, status and what failed. */
export function describeRecord(r: RequestRecord): string {
  return `${r.method} ${r.route} ${r.status} ${r.failure ?? ''}`;
}

export type LoadUser = { readonly email: string; readonly role: 'ADMIN' | 'CTO'; readonly session: Session };

/** What the clients share: signed-in users and applications open for votes. */
export type LoadFixture = {
  readonly baseUrl: string;
  readonly users: readonly LoadUser[];
  /** Applications under review: voted on, commented on, looked up. */
  readonly reviewable: readonly string[];
  /** A request that has not been answered after this long counts as a hang (status 0). */
  readonly requestTimeoutMs: number;
};

export type LoadFixtureOptions = {
  readonly admin: { readonly email: string; readonly password: string };
  readonly requestTimeoutMs: number;
  readonly users?: number;
  readonly reviewable?: number;
};

/**
 * Users for the clients (half ADMIN, half CTO, each signed in once and shared by the clients
 * that use it) and `reviewable` applications moved to UNDER_REVIEW so that votes are taken.
 */
export async function prepareLoadFixture(baseUrl: string, options: LoadFixtureOptions): Promise<LoadFixture> {
  const { users = 6, reviewable = 6 } = options;
  const admin = session(baseUrl);
  await admin.login(options.admin.email, options.admin.password);
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
      const submitted = await postApplication(baseUrl, `reviewable-${randomUUID()}@example.com`);
      const answer: unknown = await submitted.json();
      if (submitted.status !== 201) throw new Error(`seeding an application failed: ${submitted.status}`);
      const { id } = applicationOps.submit.reply.parse(answer);
      const review = await admin.patch(`/api/applications/${id}/status`, { status: 'UNDER_REVIEW' });
      if (review.status !== 200) throw new Error(`moving ${id} to UNDER_REVIEW failed: ${review.status}`);
      return id;
    }),
  );
  return { baseUrl, users: created, reviewable: ids, requestTimeoutMs: options.requestTimeoutMs };
}

/** Sends one call as the user, records the answer, and keeps what it created for the client's next calls. */
type ClientState = { index: number; user: LoadUser; objectives: string[]; submitted: string[] };

async function send(fixture: LoadFixture, client: ClientState, call: Call): Promise<RequestRecord> {
  const startedAt = Date.now();
  const headers: Record<string, string> = { ...call.headers };
  const cookie = client.user.session.cookieHeader();
  if (cookie) headers.cookie = cookie;
  if (call.json !== undefined) headers['content-type'] = 'application/json';
  const base = {
    kind: call.kind,
    method: call.method,
    route: call.route,
    client: client.index,
    startedAt,
    marker: call.marker,
    target: call.target,
    actorEmail: call.actorEmail,
  };
  try {
    const response = await fetch(`${fixture.baseUrl}${call.path}`, {
      method: call.method,
      headers,
      body: call.json === undefined ? undefined : JSON.stringify(call.json),
      signal: AbortSignal.timeout(fixture.requestTimeoutMs),
    });
    const text = await response.text();
    const ms = Date.now() - startedAt;
    const contentType = response.headers.get('content-type') ?? '';
    const ok = isOk(response);
    let createdId: string | undefined;
    if (ok && (call.kind === 'createObjective' || call.kind === 'submit')) {
      createdId = createdSchema.parse(JSON.parse(text)).id;
      if (call.kind === 'createObjective') client.objectives.push(createdId);
      else client.submitted.push(createdId);
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

/** What the load reads of a new objective or application: its id (a whole objective is not parsed per request). */
const createdSchema = z.object({ id: z.string() });

export type ClientLoadOptions = {
  /**
   * Objectives one client creates at most; then it patches them instead. The objective list has
   * no paging, so a list that grew all along would measure its own size, not a leak.
   */
  readonly maxObjectivesPerClient?: number;
  /** Start the clients one after the other over this long instead of all at once (a warm-up). */
  readonly rampSeconds?: number;
};

/**
 * `clients` clients, each sending one request after another (reads and writes mixed) until
 * stop() or `seconds` are over. Every request is recorded.
 */
export class ClientLoad {
  readonly records: RequestRecord[] = [];
  readonly done: Promise<RequestRecord[]>;
  private readonly run: LoadRun;
  /** When each client's request in flight started. */
  private readonly inFlight = new Map<number, number>();
  private readonly states: readonly ClientState[];

  constructor(
    private readonly fixture: LoadFixture,
    clients: number,
    seconds?: number,
    options: ClientLoadOptions = {},
  ) {
    const states = Array.from({ length: clients }, (_, index) => ({
      index,
      user: fixture.users[index % fixture.users.length]!,
      objectives: [] as string[],
      submitted: [] as string[],
    }));
    this.states = states;
    const maxObjectives = options.maxObjectivesPerClient ?? Infinity;
    this.run = new LoadRun(
      clients,
      async (worker) => {
        const client = states[worker]!;
        const { email, role } = client.user;
        const call = nextCall({ ...client, email, role, reviewable: fixture.reviewable, maxObjectives });
        this.inFlight.set(worker, Date.now());
        const record = await send(fixture, client, call);
        this.inFlight.delete(worker);
        this.records.push(record);
        return isOk(record);
      },
      {
        durationMs: seconds === undefined ? undefined : seconds * 1000,
        rampMs: options.rampSeconds ? options.rampSeconds * 1000 : undefined,
      },
    );
    this.done = this.run.done.then(() => this.records);
  }

  get startedAt(): number {
    return this.run.startedAt;
  }

  /** 0 while the load runs. */
  get endedAt(): number {
    return this.run.endedAt;
  }

  stop(): void {
    this.run.stop();
  }

  /**
   * One request of `kind` beside the clients, as the first client's user, recorded with theirs:
   * a fault test's way to be sure an outage meets a request of that kind (the clients may all
   * be in writes that wait the outage out).
   */
  async probe(kind: OperationKind): Promise<RequestRecord> {
    const client = { ...this.states[0]!, index: -1 };
    const { email, role } = client.user;
    const record = await send(
      this.fixture,
      client,
      call({ ...client, email, role, reviewable: this.fixture.reviewable, maxObjectives: 0 }, kind),
    );
    this.records.push(record);
    return record;
  }

  /** Resolves once `count` more requests were answered than now (or the load is over). */
  async more(count: number, timeoutMs = 60_000): Promise<void> {
    const goal = this.records.length + count;
    const deadline = Date.now() + timeoutMs;
    while (this.run.running && this.records.length < goal && Date.now() < deadline) await sleep(50);
  }

  /** Resolves once every request that started before `time` has been answered (or after `timeoutMs`). */
  async answeredBefore(time: number, timeoutMs = 60_000): Promise<void> {
    const deadline = Date.now() + timeoutMs;
    const pending = (): boolean => [...this.inFlight.values()].some((startedAt) => startedAt < time);
    while (pending() && Date.now() < deadline) await sleep(50);
  }
}
