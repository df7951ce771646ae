import type { NatsConnection } from '@nats-io/transport-node';
import pg from 'pg';
import {
  DomainError,
  type Operation,
  type OperationInput,
  type OperationReply,
  type OperationSpec,
} from '@warroom/contracts';
import { requestOverNats } from '@warroom/nats';
import { connectToNats } from './mail.js';
import { withDatabase } from './infra.js';

/** An event a service wrote to its outbox, as the relay reads it. */
export type OutboxEntry = { type: string; actor: { id: string; email: string } | null; data: Record<string, unknown> };

/** A service of the shared jest stack that owns a database. */
export type ServiceWithDatabase = 'identity' | 'portal' | 'applications';

const ANSWER_MS = 15_000;

/** The URL of a service's database in the shared jest stack. */
export function serviceDatabaseUrl(service: ServiceWithDatabase | 'audit'): string {
  const adminUrl = process.env.WARROOM_PG_ADMIN_URL;
  if (!adminUrl) throw new Error('WARROOM_PG_ADMIN_URL is not set by the test setup');
  return withDatabase(adminUrl, `${process.env.WARROOM_DB_PREFIX ?? 'warroom_'}${service}`);
}

/**
 * A service of the shared jest stack reached as another service reaches it, without the gateway:
 * its operations over NATS (the answer parsed against the declaration), and its database read
 * with a plain `pg` pool, to see the rows and the outbox events each change wrote in its
 * transaction. Each app's behaviour specs (apps/<service>/test) extend it with their own steps.
 */
export class ServiceUnderTest {
  protected constructor(
    readonly service: ServiceWithDatabase,
    protected readonly nc: NatsConnection,
    private readonly pool: pg.Pool,
  ) {}

  /** The connection and the pool a harness of `service` is made with. */
  protected static async open(service: ServiceWithDatabase): Promise<[NatsConnection, pg.Pool]> {
    return [await connectToNats(), new pg.Pool({ connectionString: serviceDatabaseUrl(service), max: 4 })];
  }

  /** An operation, answered and parsed as a service asking would. */
  async call<S extends OperationSpec>(operation: Operation<S>, input: OperationInput<S>): Promise<OperationReply<S>> {
    const answer = await this.raw(operation, input);
    // Parsed against the declared reply, which is what OperationReply<S> names.
    return operation.reply.parse(answer) as OperationReply<S>;
  }

  /** The answer as the service wrote it, not parsed (to see everything it carries), to any payload. */
  raw<S extends OperationSpec>(operation: Operation<S>, input: unknown): Promise<unknown> {
    return requestOverNats(this.nc, operation.service, operation.subject, input, { timeoutMs: ANSWER_MS });
  }

  /** The answer, or the DomainError the operation was refused with. */
  attempt<S extends OperationSpec>(
    operation: Operation<S>,
    input: OperationInput<S>,
  ): Promise<OperationReply<S> | DomainError> {
    return this.call(operation, input).catch((error: unknown) => {
      if (error instanceof DomainError) return error;
      throw error;
    });
  }

  /** The DomainError the operation ends in. */
  async refusal<S extends OperationSpec>(operation: Operation<S>, input: OperationInput<S>): Promise<DomainError> {
    const outcome = await this.attempt(operation, input);
    if (outcome instanceof DomainError) return outcome;
    throw new Error(`${operation.id} was not refused: ${JSON.stringify(outcome)}`);
  }

  /** A query on the service's database. */
  async sql<T extends pg.QueryResultRow>(text: string, values: readonly unknown[] = []): Promise<T[]> {
    return (await this.pool.query<T>(text, [...values])).rows;
  }

  /** The events about `entity` (`Kind:<id>`) in the outbox, oldest first. */
  events(entity: string): Promise<OutboxEntry[]> {
    return this.sql<OutboxEntry>('select type, actor, data from outbox where entity = $1 order by occurred_at, id', [
      entity,
    ]);
  }

  async close(): Promise<void> {
    await this.nc.close();
    await this.pool.end();
  }
}

/**
 * A harness for the tests of a describe block: connected before the first, closed after the
 * last. What it returns stands for the harness once connected (use it inside the tests).
 */
export function connectedForTests<T extends { close(): Promise<void> }>(connect: () => Promise<T>): T {
  let connected: T | undefined;
  beforeAll(async () => {
    connected = await connect();
  });
  afterAll(async () => {
    await connected?.close();
  });
  const target = {};
  return new Proxy(target as T, {
    get(_, key) {
      if (!connected) throw new Error('The harness connects before the tests: use it inside a test');
      const value: unknown = Reflect.get(connected, key);
      return typeof value === 'function' ? (value as (...args: unknown[]) => unknown).bind(connected) : value;
    },
  });
}
