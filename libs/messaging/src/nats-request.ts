import { headers as natsHeaders, RequestError, TimeoutError, type NatsConnection } from '@nats-io/transport-node';
import { DomainError, ErrorCode, rpcErrorSchema } from '@warroom/contracts';
import { z } from 'zod';

export type NatsRequestOptions = {
  /** NATS headers (the request id, an idempotency key). */
  readonly headers?: Readonly<Record<string, string | undefined>>;
  readonly timeoutMs: number;
};

/** What a Nest NATS server answers: the handler's value, or the error it raised. */
const nestAnswerSchema = z.object({ err: z.unknown().optional(), response: z.unknown().optional() });
type NestAnswer = z.infer<typeof nestAnswerSchema>;

let sequence = 0;

/**
 * One NATS request/reply to a service's queue group, in the envelope Nest's NATS transport
 * answers (`{ pattern, data, id }` out, `{ response }` or `{ err }` back), with no Observable
 * or client proxy in between: the gateway's hot path and one service asking another both come
 * here. The answer is the handler's value as sent (unknown: the caller parses or types it by
 * the operation); a failure is the DomainError the service raised, or 503 when it did not
 * answer (in time, or at all).
 */
export async function requestOverNats(
  nc: NatsConnection,
  /** The service's name, for the messages of a 503. */
  service: string,
  subject: string,
  data: unknown,
  options: NatsRequestOptions,
): Promise<unknown> {
  const headers = natsHeaders();
  for (const [name, value] of Object.entries(options.headers ?? {})) if (value) headers.set(name, value);
  let answer: NestAnswer;
  try {
    sequence = (sequence + 1) % Number.MAX_SAFE_INTEGER;
    const message = await nc.request(subject, JSON.stringify({ pattern: subject, data, id: String(sequence) }), {
      timeout: options.timeoutMs,
      headers,
    });
    answer = nestAnswerSchema.parse(message.json());
  } catch (error) {
    throw new DomainError(
      ErrorCode.Unavailable,
      isTimeout(error) ? `The ${service} service did not answer in time` : `The ${service} service is unavailable`,
    );
  }
  if (answer.err !== undefined && answer.err !== null) {
    const rpc = rpcErrorSchema.safeParse(answer.err);
    if (!rpc.success) throw new DomainError(ErrorCode.Unavailable, `The ${service} service failed`);
    const { code, message, ...details } = rpc.data;
    throw new DomainError(code, message, details);
  }
  return answer.response;
}

function isTimeout(error: unknown): boolean {
  return error instanceof TimeoutError || (error instanceof RequestError && error.cause instanceof TimeoutError);
}
