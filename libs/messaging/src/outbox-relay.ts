import type { MikroORM } from '@mikro-orm/postgresql';
import type { NatsConnection } from '@nats-io/transport-node';
import type { EventEnvelope } from '@warroom/contracts';
import { sql } from 'kysely';
import type { Logger } from 'pino';
import { eventSubject } from './events-stream.js';
import { type JetStreamMessage, publishToJetStream } from './jetstream-batch.js';

type OutboxRow = {
  id: string;
  type: string;
  occurred_at: Date;
  actor: EventEnvelope['actor'];
  entity: string | null;
  data: Record<string, unknown>;
  request_id: string | null;
  attempts: number;
};

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
  rows: readonly OutboxRow[],
  refusals: readonly (Error | null)[],
): { published: string[]; failed: FailedGroup[] } {
  const published: string[] = [];
  const failed = new Map<string, FailedGroup>();
  for (const [index, refusal] of refusals.entries()) {
    const row = rows[index] as OutboxRow;
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
  private timer: NodeJS.Timeout | null = null;
  private running: Promise<void> | null = null;
  private wakeRequested = false;
  private stopped = false;

  constructor(
    private readonly orm: MikroORM,
    private readonly nc: NatsConnection,
    private readonly logger: Logger,
    private readonly options: OutboxRelayOptions,
  ) {}

  start(): void {
    this.stopped = false;
    this.schedule(0);
  }

  /**
   * Asks for a pass soon: a commit that wrote events was notified (`listenForOutbox`). A pass
   * already running makes another right after it, for rows it may have missed.
   */
  wake(): void {
    if (this.stopped) return;
    if (this.running) {
      this.wakeRequested = true;
      return;
    }
    this.schedule(0);
  }

  async stop(): Promise<void> {
    this.stopped = true;
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    await this.running;
  }

  private schedule(delayMs: number): void {
    if (this.stopped) return;
    if (this.timer) clearTimeout(this.timer);
    this.timer = setTimeout(() => {
      this.timer = null;
      this.running = this.pass().finally(() => {
        this.running = null;
      });
    }, delayMs);
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
    this.schedule(again ? 0 : this.options.pollMs);
  }

  /** Publishes one batch; true when a full batch went out and more may wait. */
  async relayBatch(): Promise<boolean> {
    const batchSize = this.options.batchSize ?? 1000;
    const em = this.orm.em.fork();
    return em.transactional(async (tx) => {
      // A mark lost in a crash only means the row goes out again, which the stream's duplicate
      // window drops (and the audit log records each id once): no need to wait for the WAL flush.
      await tx.execute('set local synchronous_commit = off');
      const rows = await tx.execute<OutboxRow[]>(
        `select id, type, occurred_at, actor, entity, data, request_id, attempts
           from outbox
          where published_at is null and next_attempt_at <= now()
          order by next_attempt_at, occurred_at
          limit ?
          for update skip locked`,
        [batchSize],
      );
      if (rows.length === 0) return false;

      // Every publish of the batch in flight at once, then every ack awaited.
      const refusals = await publishToJetStream(this.nc, rows.map(messageOf), this.options.publishTimeoutMs ?? 5_000);
      const { published, failed } = outcomes(rows, refusals);
      if (published.length > 0) {
        // The ids as one bound array ($1), which MikroORM's `in (?)` would escape into the SQL
        // text one by one in JavaScript; on the transaction's connection (getKysely is pinned to it).
        await sql`update outbox set published_at = now() where id = any(${published}::uuid[])`.execute(tx.getKysely());
      }
      // A row whose ack failed stays pending, with its next try later: one update for the rows
      // that failed alike (usually all of them: a timeout, NATS down).
      for (const { attempts, message, ids } of failed) {
        await tx.execute(
          `update outbox set attempts = ?, last_error = ?, next_attempt_at = now() + (? * interval '1 millisecond') where id in (?)`,
          [attempts, message, retryDelayMs(attempts), ids],
        );
      }
      if (published.length < rows.length) {
        this.logger.warn({ failed: rows.length - published.length }, 'some events could not be published; retrying');
      }
      return rows.length === batchSize && published.length === rows.length;
    });
  }
}

/** The event of an outbox row, as the stream carries it: its id is the message id. */
function messageOf(row: OutboxRow): JetStreamMessage {
  const envelope: EventEnvelope = {
    id: row.id,
    type: row.type,
    occurredAt: new Date(row.occurred_at).toISOString(),
    actor: row.actor,
    entity: row.entity,
    data: row.data,
    requestId: row.request_id,
  };
  return { subject: eventSubject(row.type), data: JSON.stringify(envelope), msgId: row.id };
}
