import {
  AckPolicy,
  DeliverPolicy,
  DiscardPolicy,
  jetstream,
  jetstreamManager,
  RetentionPolicy,
  StorageType,
  type ConsumerMessages,
  type ConsumerNotification,
  type JsMsg,
} from '@nats-io/jetstream';
import { nanos, type NatsConnection } from '@nats-io/transport-node';
import type { Logger } from 'pino';
import {
  EVENTS_STREAM,
  EVENTS_SUBJECT_PREFIX,
  eventEnvelopeSchema,
  typedConsumerName,
  type EventEnvelope,
} from '@warroom/contracts';

/** How long JetStream remembers a message id to drop a republished duplicate. */
export const DUPLICATE_WINDOW_MS = 10 * 60_000;

export function eventSubject(type: string): string {
  return `${EVENTS_SUBJECT_PREFIX}.${type}`;
}

/**
 * How many copies of the stream a NATS cluster keeps: `EVENTS_REPLICAS` (1 on one server;
 * 3 on a three-node cluster, so that losing a node loses no event).
 */
export function eventsReplicas(env: NodeJS.ProcessEnv = process.env): number {
  const replicas = Number(env.EVENTS_REPLICAS ?? 1);
  if (!Number.isInteger(replicas) || replicas < 1 || replicas > 5) {
    throw new Error(`EVENTS_REPLICAS must be a whole number from 1 to 5, not ${JSON.stringify(env.EVENTS_REPLICAS)}`);
  }
  return replicas;
}

/**
 * Creates the EVENTS stream, or brings an existing one to this configuration.
 * Every process that publishes or consumes calls it at start: it is idempotent.
 */
export async function ensureEventsStream(nc: NatsConnection, replicas = eventsReplicas()): Promise<void> {
  const jsm = await jetstreamManager(nc);
  const config = {
    name: EVENTS_STREAM,
    subjects: [`${EVENTS_SUBJECT_PREFIX}.>`],
    retention: RetentionPolicy.Limits,
    storage: StorageType.File,
    discard: DiscardPolicy.Old,
    max_age: nanos(30 * 24 * 3600_000),
    duplicate_window: nanos(DUPLICATE_WINDOW_MS),
    num_replicas: replicas,
  };
  try {
    await jsm.streams.info(EVENTS_STREAM);
    await jsm.streams.update(EVENTS_STREAM, config);
  } catch {
    await jsm.streams.add(config);
  }
}

export type DurableConsumerOptions = {
  /** How long JetStream waits for an ack before it delivers a message again. */
  readonly ackWaitMs: number;
  /** The most messages delivered and not yet acknowledged. */
  readonly maxAckPending: number;
};

/** How a consumer's messages are pulled, and who hears what happens to its pulls. */
export type ConsumeOptions = DurableConsumerOptions & {
  /** The most messages one pull asks for (the client asks again when a quarter are left). */
  readonly batch: number;
  /** Told of the client's notifications: routine ones at debug, the others (a consumer deleted, heartbeats missed) at warn. */
  readonly logger?: Logger;
};

/**
 * How a consumer pulls: up to `batch` messages; each pull lasts 5 s (the client's heartbeats
 * every 2.5 s, so that a pull lost between client and server is noticed and made again within
 * about 5 s, not the default 30 s); and its messages end when the consumer is gone rather than
 * wait for it to come back.
 */
function pullOptions(options: ConsumeOptions) {
  return { max_messages: options.batch, expires: PULL_EXPIRES_MS, abort_on_missing_resource: true } as const;
}

const PULL_EXPIRES_MS = 5_000;

type Jsm = Awaited<ReturnType<typeof jetstreamManager>>;

const ROUTINE = new Set<ConsumerNotification['type']>(['heartbeat', 'next', 'discard']);

/**
 * Whether a notification is routine: a heartbeat, the next pull, or a pull that expired with
 * messages left to ask for (a discard with a 408, every 5 s while the stream is quiet).
 */
function isRoutine(notification: ConsumerNotification): boolean {
  if (notification.type === 'debug') return notification.code === 408;
  return ROUTINE.has(notification.type);
}

/**
 * Logs what the client reports about a consumer's pulls (heartbeats missed, the consumer reset,
 * deleted or not found): a consumer that delivers nothing for a while says why.
 */
function logNotifications(messages: ConsumerMessages, name: string, logger: Logger | undefined): void {
  if (!logger) return;
  void (async () => {
    for await (const notification of messages.status()) {
      if (isRoutine(notification)) logger.debug({ consumer: name, notification }, 'event consumer notice');
      else logger.warn({ consumer: name, notification }, 'event consumer notice');
    }
  })().catch((error: unknown) => logger.warn({ err: error, consumer: name }, 'event consumer notices ended'));
}

/** The messages of an existing durable consumer, pulled as `pullOptions` says, its notices logged. */
async function pullMessages(nc: NatsConnection, name: string, options: ConsumeOptions): Promise<ConsumerMessages> {
  const consumer = await jetstream(nc).consumers.get(EVENTS_STREAM, name);
  const messages = await consumer.consume(pullOptions(options));
  logNotifications(messages, name, options.logger);
  return messages;
}

/**
 * Creates a durable consumer (explicit ack, never given up) of the events on `filter`, or
 * brings an existing one to these settings. A new one starts at `startSeq` when given (taking
 * over from another consumer), else at the stream's first event.
 */
async function ensureConsumer(
  jsm: Jsm,
  name: string,
  options: DurableConsumerOptions,
  filter: string,
  startSeq?: number,
): Promise<void> {
  const settings = {
    ack_wait: nanos(options.ackWaitMs),
    max_deliver: -1,
    max_ack_pending: options.maxAckPending,
    filter_subject: filter,
  };
  try {
    await jsm.consumers.info(EVENTS_STREAM, name);
    await jsm.consumers.update(EVENTS_STREAM, name, settings);
  } catch {
    await jsm.consumers.add(EVENTS_STREAM, {
      ...settings,
      durable_name: name,
      ack_policy: AckPolicy.Explicit,
      ...(startSeq === undefined
        ? { deliver_policy: DeliverPolicy.All }
        : { deliver_policy: DeliverPolicy.StartSequence, opt_start_seq: startSeq }),
    });
  }
}

/**
 * Creates a durable consumer of every event, or brings an existing one to these settings, and
 * answers its messages as they come. Each consumer keeps its own cursor: the audit log reads
 * every event, the mail module the few it needs (consumeEventTypes), independently.
 */
export async function consumeEvents(
  nc: NatsConnection,
  name: string,
  options: ConsumeOptions,
): Promise<ConsumerMessages> {
  await ensureConsumer(await jetstreamManager(nc), name, options, `${EVENTS_SUBJECT_PREFIX}.>`);
  return pullMessages(nc, name, options);
}

/** The messages of several consumers as one stream. */
export type EventMessages = AsyncIterable<JsMsg> & { close(): Promise<void> };

/**
 * Durable consumers of some event types only, answered as one stream: one consumer per type,
 * since nats-server 2.9 filters a consumer on one subject. A consumer that wants five of forty
 * types then costs NATS and its process nothing for the others (issue 19: the mail module
 * was handed, and acknowledged, every event). A consumer `name` of every event, left from
 * before, hands over: the typed ones start after the last event it acknowledged in order, and
 * it is removed; what it had not acknowledged is delivered again, which its process must take
 * (the mail module sends each email once by event id).
 */
export async function consumeEventTypes(
  nc: NatsConnection,
  name: string,
  types: readonly string[],
  options: ConsumeOptions,
): Promise<EventMessages> {
  const jsm = await jetstreamManager(nc);
  const before = await jsm.consumers.info(EVENTS_STREAM, name).catch(() => null);
  const startSeq = before ? before.ack_floor.stream_seq + 1 : undefined;
  const streams: ConsumerMessages[] = [];
  for (const type of types) {
    const durable = typedConsumerName(name, type);
    await ensureConsumer(jsm, durable, options, eventSubject(type), startSeq);
    streams.push(await pullMessages(nc, durable, options));
  }
  if (before) await jsm.consumers.delete(EVENTS_STREAM, name);
  return mergeMessages(streams);
}

/**
 * One stream of the messages of several, in the order they arrive; closing it closes them all.
 * When one of them ends by itself (its consumer deleted, a refused pull), the others are closed
 * and the stream ends, with that one's error if it had one: whoever consumes it subscribes again
 * to all of them (LastingConsumer), rather than going on with a type silently missing.
 */
function mergeMessages(streams: readonly ConsumerMessages[]): EventMessages {
  const queue: JsMsg[] = [];
  let open = streams.length;
  let closing = false;
  let failure: unknown = null;
  let wake: (() => void) | null = null;
  const notify = (): void => {
    wake?.();
    wake = null;
  };
  const closeAll = async (): Promise<void> => {
    closing = true;
    await Promise.all(streams.map((stream) => stream.close()));
  };
  for (const stream of streams) {
    void (async () => {
      try {
        for await (const message of stream) {
          queue.push(message);
          notify();
        }
      } catch (error) {
        failure ??= error;
      } finally {
        open -= 1;
        if (!closing) void closeAll().catch(() => undefined);
        notify();
      }
    })();
  }
  return {
    async *[Symbol.asyncIterator]() {
      for (;;) {
        const next = queue.shift();
        if (next) yield next;
        else if (open === 0) {
          if (failure) throw failure;
          return;
        } else await new Promise<void>((resolve) => (wake = resolve));
      }
    },
    close: closeAll,
  };
}

/** The event a JetStream message carries, or null when it is not one (not JSON, not an envelope). */
export function eventOf(message: JsMsg): EventEnvelope | null {
  let json: unknown;
  try {
    json = JSON.parse(message.string());
  } catch {
    return null;
  }
  const parsed = eventEnvelopeSchema.safeParse(json);
  return parsed.success ? parsed.data : null;
}
