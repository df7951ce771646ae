import { randomUUID } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import { jetstreamManager } from '@nats-io/jetstream';
import { EVENTS_STREAM, typedConsumerName } from '@warroom/contracts';
import { pino } from 'pino';
import { consumeEventTypes, LastingConsumer, type EventMessages } from '../src/index.js';
import { eventsStreamForFile, publishEvent } from './events-stream.js';

/** Waits until `seen` holds `body`, for up to `ms`. */
async function until(seen: readonly string[], body: string, ms = 15_000): Promise<void> {
  const deadline = Date.now() + ms;
  while (!seen.includes(body)) {
    if (Date.now() > deadline) throw new Error(`${body} not consumed within ${ms} ms (seen: ${seen.join(', ')})`);
    await sleep(50);
  }
}

/**
 * LastingConsumer against a real NATS: when the client ends a consumer's messages (here the
 * durable consumer is deleted on the server under it), it subscribes again and goes on
 * consuming, and a stop ends it for good.
 */
describe('LastingConsumer', () => {
  const nc = eventsStreamForFile();
  const run = randomUUID().replaceAll('-', '').slice(0, 10).replace(/\d/g, 'x');
  const type = `lasting${run}.happened`;
  const name = `lasting${run}`;
  const options = { ackWaitMs: 30_000, maxAckPending: 100, batch: 10 };

  const publish = (body: string) => publishEvent(nc(), run, type, body);

  it('subscribes again when its consumer is deleted under it, and stops when told', async () => {
    const seen: string[] = [];
    let subscriptions = 0;
    const consumer = new LastingConsumer<EventMessages>({
      subscribe: () => {
        subscriptions += 1;
        return consumeEventTypes(nc(), name, [type], options);
      },
      consume: async (messages) => {
        for await (const message of messages) {
          message.ack();
          seen.push(message.string());
        }
      },
      logger: pino({ level: 'silent' }),
      retryMs: 200,
    });
    await consumer.start();
    await publish('first');
    await until(seen, 'first');

    // The client ends these messages (consumer deleted); without a new subscription nothing
    // published afterwards would be consumed.
    await (await jetstreamManager(nc())).consumers.delete(EVENTS_STREAM, typedConsumerName(name, type));
    await publish('second');
    await until(seen, 'second');
    expect(subscriptions).toBeGreaterThanOrEqual(2);

    await consumer.stop();
    const count = seen.length;
    await publish('third');
    await sleep(1_000);
    expect(seen).toHaveLength(count);
    expect(seen).not.toContain('third');
  }, 30_000);
});
