import {
  AckPolicy,
  DeliverPolicy,
  DiscardPolicy,
  jetstream,
  jetstreamManager,
  RetentionPolicy,
  StorageType,
  type ConsumerMessages,
  type JsMsg,
} from '@nats-io/jetstream';
import { nanos, type NatsConnection } from '@nats-io/transport-node';
import { EVENTS_STREAM, EVENTS_SUBJECT_PREFIX, eventEnvelopeSchema, type EventEnvelope } from '@warroom/contracts';

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

/**
 * Creates a durable consumer of every event (explicit ack, never given up), or brings an
 * existing one to these settings, and answers its messages as they come. Each consumer keeps
 * its own cursor: the audit log and the mail module read the same events independently.
 */
export async function consumeEvents(
  nc: NatsConnection,
  name: string,
  options: DurableConsumerOptions & { readonly batch: number },
): Promise<ConsumerMessages> {
  const jsm = await jetstreamManager(nc);
  const config = {
    durable_name: name,
    ack_policy: AckPolicy.Explicit,
    deliver_policy: DeliverPolicy.All,
    ack_wait: nanos(options.ackWaitMs),
    max_deliver: -1,
    max_ack_pending: options.maxAckPending,
    filter_subject: `${EVENTS_SUBJECT_PREFIX}.>`,
  };
  try {
    await jsm.consumers.info(EVENTS_STREAM, name);
    await jsm.consumers.update(EVENTS_STREAM, name, config);
  } catch {
    await jsm.consumers.add(EVENTS_STREAM, config);
  }
  const consumer = await jetstream(nc).consumers.get(EVENTS_STREAM, name);
  return consumer.consume({ max_messages: options.batch });
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
