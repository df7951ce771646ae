import { createInbox, headers as natsHeaders, type Msg, type NatsConnection } from '@nats-io/transport-node';
import { z } from 'zod';

/** One message for a JetStream stream, with the id its duplicate window knows it by. */
export type JetStreamMessage = { readonly subject: string; readonly data: string; readonly msgId: string };

/** What a stream answers to a publish: its acknowledgement, or the API's error. */
const pubAckSchema = z.union([
  z.object({ stream: z.string(), seq: z.number(), duplicate: z.boolean().optional() }),
  z.object({ error: z.object({ code: z.number(), description: z.string() }) }),
]);

/** Why a publish was not acknowledged, from its reply; null for an acknowledgement. */
function refusalOf(reply: Msg): Error | null {
  // A status reply without a body: no stream listens on the subject (503), or another status.
  if (reply.headers?.hasError) {
    return new Error(`JetStream refused the message: ${reply.headers.code} ${reply.headers.description}`);
  }
  let body: unknown;
  try {
    body = reply.json();
  } catch {
    return new Error('JetStream answered something that is not JSON');
  }
  const ack = pubAckSchema.safeParse(body);
  if (!ack.success) return new Error('JetStream answered something that is not an acknowledgement');
  return 'error' in ack.data ? new Error(`JetStream refused the message: ${ack.data.error.description}`) : null;
}

/**
 * Publishes `messages` to JetStream all at once and waits for every acknowledgement, up to
 * `timeoutMs` for the whole batch: each message's outcome, null when the stream stored it (or
 * already had its id), else why not. JetStream's async publish, as the Go client's
 * `PublishAsync` does it: the messages are plain publishes with a reply subject under one
 * inbox of the batch, and one subscription collects the acks.
 *
 * Why not `js.publish` per message: nats.js makes each a request, and after every reply it
 * builds a RequestError with its stack trace to reject the settled promise
 * (`RequestOne.cancel`); with the garbage that leaves, about 40% of the outbox relay's CPU
 * (issue 19, `node bench/profile.ts --path events`).
 */
export async function publishToJetStream(
  nc: NatsConnection,
  messages: readonly JetStreamMessage[],
  timeoutMs: number,
): Promise<(Error | null)[]> {
  const outcomes: (Error | null | undefined)[] = new Array<undefined>(messages.length).fill(undefined);
  if (messages.length === 0) return [];
  const inbox = createInbox();
  let waiting = messages.length;
  let settle: () => void = () => undefined;
  const settled = new Promise<void>((resolve) => (settle = resolve));
  const subscription = nc.subscribe(`${inbox}.*`, {
    max: messages.length,
    callback: (error, reply) => {
      if (error) return settle();
      const index = Number(reply.subject.slice(inbox.length + 1));
      if (!Number.isInteger(index) || outcomes[index] !== undefined) return;
      outcomes[index] = refusalOf(reply);
      if (--waiting === 0) settle();
    },
  });
  const timer = setTimeout(settle, timeoutMs);
  try {
    for (const [index, message] of messages.entries()) {
      const headers = natsHeaders();
      headers.set('Nats-Msg-Id', message.msgId);
      nc.publish(message.subject, message.data, { reply: `${inbox}.${index}`, headers });
    }
    await settled;
  } catch (error) {
    // The connection closed under the batch: what was not acknowledged failed with it.
    const failure = error instanceof Error ? error : new Error(String(error));
    return outcomes.map((outcome) => (outcome === undefined ? failure : outcome));
  } finally {
    clearTimeout(timer);
    subscription.unsubscribe();
  }
  const late = new Error(`JetStream did not acknowledge within ${timeoutMs} ms`);
  return outcomes.map((outcome) => (outcome === undefined ? late : outcome));
}
