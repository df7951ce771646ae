/** The yardstick of the event path: raw JetStream publishes on the same NATS server. */
import { randomUUID } from 'node:crypto';
import { performance } from 'node:perf_hooks';
import { connect, nanos } from '@nats-io/transport-node';
import { jetstream, jetstreamManager, RetentionPolicy, StorageType, DiscardPolicy } from '@nats-io/jetstream';
import type { EventEnvelope } from '@warroom/contracts';
import { z } from 'zod';
import { round } from '../round.ts';

/** A payload the size of a real event envelope (application.submitted). */
function envelope(id: string): string {
  const event = {
    id,
    type: 'bench.raw',
    occurredAt: new Date().toISOString(),
    actor: null,
    entity: `Application:${id.slice(0, 24)}`,
    data: { industry: 'B2B SaaS', stage: 'FOUNDER', expertise: ['Architecture', 'Startup Scaling'] },
    requestId: randomUUID(),
  } satisfies EventEnvelope;
  return JSON.stringify(event);
}

export const rawJetStreamSchema = z.object({
  messages: z.number(),
  window: z.number(),
  sequentialPerSecond: z.number().nullable(),
  windowedPerSecond: z.number().nullable(),
});
export type RawJetStream = z.infer<typeof rawJetStreamSchema>;

export type RawJetStreamOptions = { readonly natsUrl: string; readonly n: number; readonly window?: number };

/**
 * Raw JetStream: a stream configured like EVENTS (file storage, 10-minute duplicate window)
 * on its own subject, then `n` js.publish calls with a msgID: one at a time (await each),
 * and in windows of `window` concurrent publishes (the outbox relay's pattern: 200 a batch).
 */
export async function rawJetStream({ natsUrl, n, window = 200 }: RawJetStreamOptions): Promise<RawJetStream> {
  const nc = await connect({ servers: natsUrl, name: 'bench-raw' });
  try {
    const jsm = await jetstreamManager(nc);
    const stream = `BENCH_RAW_${Date.now()}`;
    await jsm.streams.add({
      name: stream,
      subjects: [`bench.${stream}.>`],
      retention: RetentionPolicy.Limits,
      storage: StorageType.File,
      discard: DiscardPolicy.Old,
      duplicate_window: nanos(10 * 60_000),
      num_replicas: 1,
    });
    const js = jetstream(nc);
    const subject = `bench.${stream}.event`;
    try {
      // Warm-up (connection, stream file).
      for (let i = 0; i < 200; i++) await js.publish(subject, envelope(randomUUID()), { msgID: randomUUID() });

      let t0 = performance.now();
      for (let i = 0; i < n; i++) {
        const id = randomUUID();
        await js.publish(subject, envelope(id), { msgID: id });
      }
      const sequentialSeconds = (performance.now() - t0) / 1000;

      t0 = performance.now();
      for (let done = 0; done < n; done += window) {
        const batch = Array.from({ length: Math.min(window, n - done) }, () => {
          const id = randomUUID();
          return js.publish(subject, envelope(id), { msgID: id });
        });
        await Promise.all(batch);
      }
      const windowedSeconds = (performance.now() - t0) / 1000;
      return {
        messages: n,
        window,
        sequentialPerSecond: round(n / sequentialSeconds, 0),
        windowedPerSecond: round(n / windowedSeconds, 0),
      };
    } finally {
      await jsm.streams.delete(stream).catch(() => undefined);
    }
  } finally {
    await nc.close();
  }
}
