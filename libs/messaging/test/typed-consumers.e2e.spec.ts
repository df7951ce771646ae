import { randomUUID } from 'node:crypto';
import { AckPolicy, DeliverPolicy, jetstream, jetstreamManager } from '@nats-io/jetstream';
import { EVENTS_STREAM } from '@warroom/contracts';
import { consumeEventTypes, type EventMessages } from '../src/index.js';
import { eventsStreamForFile, publishEvent } from './events-stream.js';

/** Reads `n` messages (acknowledging each) and answers their subjects' last part: a1, b2… */
async function take(messages: EventMessages, n: number): Promise<string[]> {
  const seen: string[] = [];
  for await (const message of messages) {
    message.ack();
    seen.push(message.string());
    if (seen.length === n) break;
  }
  return seen.sort();
}

/**
 * consumeEventTypes against a real NATS: one durable consumer per type, their messages as one
 * stream, and the hand-over from a consumer of every event that a process used before.
 */
describe('consumeEventTypes', () => {
  const nc = eventsStreamForFile();
  // Types of this test's own (letters only after the dot, as event types are).
  const run = randomUUID().replaceAll('-', '').slice(0, 10).replace(/\d/g, 'x');
  const [a, b, c] = ['a', 'b', 'c'].map((kind) => `typed${run}.${kind}`) as [string, string, string];
  const options = { ackWaitMs: 30_000, maxAckPending: 100, batch: 10 };

  const publish = (type: string, body: string) => publishEvent(nc(), run, type, body);

  beforeAll(async () => {
    for (const [type, body] of [
      [a, 'a1'],
      [b, 'b1'],
      [c, 'c1'],
    ] as const)
      await publish(type, body);
  });

  it('answers the chosen types only, from the first event, as one stream', async () => {
    const messages = await consumeEventTypes(nc(), `fresh${run}`, [a, b], options);
    await publish(a, 'a2');
    expect(await take(messages, 3)).toEqual(['a1', 'a2', 'b1']);
    await messages.close();
  });

  it('takes over from a consumer of every event: starts after what it acknowledged, and removes it', async () => {
    const name = `legacy${run}`;
    const jsm = await jetstreamManager(nc());
    await jsm.consumers.add(EVENTS_STREAM, {
      durable_name: name,
      ack_policy: AckPolicy.Explicit,
      deliver_policy: DeliverPolicy.All,
      filter_subject: `events.typed${run}.>`,
    });
    const before = await (await jetstream(nc()).consumers.get(EVENTS_STREAM, name)).fetch({ max_messages: 3 });
    for await (const message of before) await message.ackAck();

    for (const [type, body] of [
      [a, 'a3'],
      [c, 'c3'],
      [b, 'b3'],
    ] as const)
      await publish(type, body);
    const messages = await consumeEventTypes(nc(), name, [a, b], options);
    // a1, b1 and c1 were the old consumer's; c3 is of a type not asked for.
    expect(await take(messages, 3)).toEqual(['a2', 'a3', 'b3']);
    await messages.close();
    await expect(jsm.consumers.info(EVENTS_STREAM, name)).rejects.toThrow();
  });
});
