import { randomUUID } from 'node:crypto';
import { jetstreamManager } from '@nats-io/jetstream';
import { EVENTS_STREAM } from '@warroom/contracts';
import { eventSubject, publishToJetStream } from '../src/index.js';
import { eventsStreamForFile } from './events-stream.js';

/**
 * publishToJetStream against a real NATS: every message of a batch stored once and
 * acknowledged, a repeated id acknowledged without a second copy, and a subject no stream
 * takes refused, each outcome at its message's place.
 */
describe('publishToJetStream', () => {
  const nc = eventsStreamForFile();
  const run = randomUUID().replaceAll('-', '').slice(0, 10).replace(/\d/g, 'x');
  const type = `batch${run}.published`;

  /** How many messages the stream holds on the test's subject. */
  async function stored(): Promise<number> {
    const jsm = await jetstreamManager(nc());
    const info = await jsm.streams.info(EVENTS_STREAM, { subjects_filter: eventSubject(type) });
    return info.state.subjects?.[eventSubject(type)] ?? 0;
  }

  it('stores a batch once, acknowledges a repeated id without a second copy, and refuses what no stream takes', async () => {
    const messages = Array.from({ length: 300 }, (_, i) => ({
      subject: eventSubject(type),
      data: JSON.stringify({ i }),
      msgId: `${run}-${i}`,
    }));
    expect(await publishToJetStream(nc(), messages, 5_000)).toEqual(Array<null>(300).fill(null));
    expect(await stored()).toBe(300);

    const again = await publishToJetStream(
      nc(),
      [messages[7]!, { subject: `nowhere.${run}`, data: '{}', msgId: `${run}-x` }, messages[8]!],
      5_000,
    );
    expect(again[0]).toBeNull();
    expect(again[1]?.message).toMatch(/JetStream refused the message: 503/);
    expect(again[2]).toBeNull();
    expect(await stored()).toBe(300);
  });

  it('answers an empty batch at once', async () => {
    expect(await publishToJetStream(nc(), [], 5_000)).toEqual([]);
  });
});
