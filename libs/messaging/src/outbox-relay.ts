import type { EntityManager, MikroORM } from '@mikro-orm/postgresql';
import type { NatsConnection } from '@nats-io/transport-node';
import type { EventEnvelope } from '@warroom/contracts';
import { kyselyOf } from '@warroom/persistence';
import { sql } from 'kysely';
import type { Logger } from 'pino';
import { eventSubject } from './events-stream.js';
import { type JetStreamMessage, publishToJetStream } from './jetstream-batch.js';
import type { OutboxEvent } from './outbox-event.entity.js';
import type { WriteDb } from './write-entities.js';
import { TimedPasses } from './timed-passes.js';

/** The rows a batch claims: the oldest due, none another relay holds (one statement, on the batch's connection). */
function claimBatch(em: EntityManager, batchSize: number) {
  return kyselyOf<WriteDb>(em)
    .selectFrom('OutboxEvent')
    .select((eb) => [
      ...(['id', 'type', 'occurredAt', 'entity', 'requestId', 'attempts'] as const),
      // JSON columns: typed as the entity declares them (Kysely's types take an object for a relation).
      eb.ref('actor').$castTo<OutboxEvent['actor']>().as('actor'),
      eb.ref('data').$castTo<OutboxEvent['data']>().as('data'),
    ])
    .where('publishedAt', 'is', null)
    .where('nextAttemptAt', '<=', sql<Date>`now()`)
    .orderBy('nextAttemptAt')
    .orderBy('occurredAt')
    .limit(batchSize)
    .forUpdate()
    .skipLocked()
    .execute();
}

type ClaimedEvent = Awaited<ReturnType<typeof claimBatch>>[number];

/** The ids as one bound array (`$1`), which `in (…)` would send as a parameter each. */
const anyOf = (ids: readonly string[]) => sql<string>`any(${ids}::uuid[])`;

export type OutboxRelayOptions = {
  pollMs: number;
  /** Rows one batch claims and publishes at once (1,000 unless set). */
  batchSize?: number;
  /**
   * Batches relayed at once by one process (4 unless set): a batch waits mostly on PostgreSQL
   * and on JetStream's acks, so four keep the relay busy. Issue 19, a backlog of 20,000
   * drained to the audit log (`npm run bench -- --only events`, twice each): 4 x 500
   * 12,200-12,800 events a second, 8 x 500 11,400-12,500, 4 x 1,000 13,700-14,800,
   * 6 x 1,000 14,000-14,600, 4 x 2,000 14,000-15,700.
   */
  batchesInFlight?: number;
  publishTimeoutMs?: number;
};

/** Delay before the next try of an event that failed to publish: 0.5 s doubling to 30 s. */
export function retryDelayMs(attempts: number): number {
  return Math.min(30_000, 500 * 2 ** Math.max(0, attempts - 1));
}

type FailedGroup = { attempts: number; message: string; ids: string[] };

/**
 * The rows JetStream acknowledged (a null refusal), and the others grouped by their next
 * attempt and error.
 */
export function outcomes(
  rows: readonly Pick<ClaimedEvent, 'id' | 'attempts'>[],
  refusals: readonly (Error | null)[],
): { published: string[]; failed: FailedGroup[] } {
  const published: string[] = [];
  const failed = new Map<string, FailedGroup>();
  for (const [index, refusal] of refusals.entries()) {
    const row = rows[index] as Pick<ClaimedEvent, 'id' | 'attempts'>;
    if (refusal === null) {
      published.push(row.id);
      continue;
    }
    const message = refusal.message.slice(0, 500);
    const attempts = row.attempts + 1;
    const key = `${attempts} ${message}`;
    const group = failed.get(key) ?? { attempts, message, ids: [] };
    group.ids.push(row.id);
    failed.set(key, group);
  }
  return { published, failed: [...failed.values()] };
}

/**
 * Moves committed outbox rows to JetStream. Rows are claimed with
 * `FOR UPDATE SKIP LOCKED`, so replicas never publish the same row at once; the row id
 * is the JetStream message id, so a row published twice (a crash between the publish
 * and the mark) is dropped by the stream's duplicate window, and the audit log
 * records each id once in any case.
 */
export class OutboxRelay {
  private readonly passes = new TimedPasses(() => this.pass());
  private wakeRequested = false;

  constructor(
    private readonly orm: MikroORM,
    private readonly nc: NatsConnection,
    private readonly logger: Logger,
    private readonly options: OutboxRelayOptions,
  ) {}

  start(): void {
    this.passes.start();
  }

  /**
   * Asks for a pass soon: a commit that wrote events was notified (`listenForOutbox`). A pass
   * already running makes another right after it, for rows it may have missed.
   */
  wake(): void {
    if (this.passes.isStopped) return;
    if (this.passes.isRunning) {
      this.wakeRequested = true;
      return;
    }
    this.passes.schedule(0);
  }

  stop(): Promise<void> {
    return this.passes.stop();
  }

  /**
   * Runs `batchesInFlight` batches side by side (each claims its own rows): one batch's
   * queries overlap another's publishes, instead of the relay waiting on each in turn.
   */
  private async pass(): Promise<void> {
    const batches = Array.from({ length: this.options.batchesInFlight ?? 4 }, () => this.relayBatch());
    let moreWaiting = false;
    for (const result of await Promise.allSettled(batches)) {
      if (result.status === 'fulfilled') moreWaiting ||= result.value;
      else this.logger.warn({ err: result.reason }, 'outbox relay pass failed; will retry');
    }
    const again = moreWaiting || this.wakeRequested;
    this.wakeRequested = false;
    this.passes.schedule(again ? 0 : this.options.pollMs);
  }

  /** Publishes one batch; true when a full batch went out and more may wait. */
  async relayBatch(): Promise<boolean> {
    const batchSize = this.options.batchSize ?? 1000;
    const em = this.orm.em.fork();
    return em.transactional(async (tx) => {
      // A mark lost in a crash only means the row goes out again, which the stream's duplicate
      // window drops (and the audit log records each id once): no need to wait for the WAL flush.
      const db = kyselyOf<WriteDb>(tx);
      await sql`set local synchronous_commit = off`.execute(db);
      const rows = await claimBatch(tx, batchSize);
      if (rows.length === 0) return false;

      // Every publish of the batch in flight at once, then every ack awaited.
      const refusals = await publishToJetStream(this.nc, rows.map(messageOf), this.options.publishTimeoutMs ?? 5_000);
      const { published, failed } = outcomes(rows, refusals);
      if (published.length > 0) {
        await db
          .updateTable('OutboxEvent')
          .set({ publishedAt: sql<Date>`now()` })
          .where('id', '=', anyOf(published))
          .execute();
      }
      // A row whose ack failed stays pending, with its next try later: one update for the rows
      // that failed alike (usually all of them: a timeout, NATS down).
      for (const { attempts, message, ids } of failed) {
        await db
          .updateTable('OutboxEvent')
          .set({
            attempts,
            lastError: message,
            nextAttemptAt: sql<Date>`now() + (${retryDelayMs(attempts)} * interval '1 millisecond')`,
          })
          .where('id', '=', anyOf(ids))
          .execute();
      }
      if (published.length < rows.length) {
        this.logger.warn({ failed: rows.length - published.length }, 'some events could not be published; retrying');
      }
      return rows.length === batchSize && published.length === rows.length;
    });
  }
}

/** The event of an outbox row, as the stream carries it: its id is the message id. */
function messageOf(row: ClaimedEvent): JetStreamMessage {
  const envelope: EventEnvelope = {
    id: row.id,
    type: row.type,
    occurredAt: row.occurredAt.toISOString(),
    actor: row.actor,
    entity: row.entity,
    data: row.data,
    requestId: row.requestId,
  };
  return { subject: eventSubject(row.type), data: JSON.stringify(envelope), msgId: row.id };
}
