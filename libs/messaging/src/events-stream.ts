import { jetstreamManager, RetentionPolicy, StorageType, DiscardPolicy } from '@nats-io/jetstream';
import { nanos, type NatsConnection } from '@nats-io/transport-node';
import { EVENTS_STREAM, EVENTS_SUBJECT_PREFIX } from '@warroom/contracts';

/** How long JetStream remembers a message id to drop a republished duplicate. */
export const DUPLICATE_WINDOW_MS = 10 * 60_000;

export function eventSubject(type: string): string {
  return `${EVENTS_SUBJECT_PREFIX}.${type}`;
}

/**
 * Creates the EVENTS stream, or brings an existing one to this configuration.
 * Every process that publishes or consumes calls it at start: it is idempotent.
 */
export async function ensureEventsStream(nc: NatsConnection): Promise<void> {
  const jsm = await jetstreamManager(nc);
  const config = {
    name: EVENTS_STREAM,
    subjects: [`${EVENTS_SUBJECT_PREFIX}.>`],
    retention: RetentionPolicy.Limits,
    storage: StorageType.File,
    discard: DiscardPolicy.Old,
    max_age: nanos(30 * 24 * 3600_000),
    duplicate_window: nanos(DUPLICATE_WINDOW_MS),
    num_replicas: 1,
  };
  try {
    await jsm.streams.info(EVENTS_STREAM);
    await jsm.streams.update(EVENTS_STREAM, config);
  } catch {
    await jsm.streams.add(config);
  }
}
