import { jetstream } from '@nats-io/jetstream';
import { connect, type NatsConnection } from '@nats-io/transport-node';
import { ensureEventsStream, eventSubject } from '../src/index.js';

/**
 * A file's connection to the test stack's NATS, with the EVENTS stream there: opened before
 * its tests (`beforeAll`, registered first, so a file's own set-up can use it), closed after.
 */
export function eventsStreamForFile(): () => NatsConnection {
  let nc: NatsConnection | undefined;
  beforeAll(async () => {
    const natsUrl = process.env.WARROOM_NATS_URL;
    if (!natsUrl) throw new Error('WARROOM_NATS_URL is set by the test setup');
    nc = await connect({ servers: natsUrl });
    await ensureEventsStream(nc);
  });
  afterAll(async () => {
    await nc?.close();
  });
  return () => {
    if (!nc) throw new Error('the NATS connection opens before the tests');
    return nc;
  };
}

/** Publishes `body` as an event of `type`, its message id `${run}-${body}` (JetStream keeps one per id). */
export async function publishEvent(nc: NatsConnection, run: string, type: string, body: string): Promise<void> {
  await jetstream(nc).publish(eventSubject(type), body, { msgID: `${run}-${body}` });
}
