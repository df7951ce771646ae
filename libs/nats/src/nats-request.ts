import {
  createInbox,
  headers as natsHeaders,
  type Msg,
  type MsgHdrs,
  type NatsConnection,
} from '@nats-io/transport-node';
import {
  DomainError,
  ErrorCode,
  PAGE_COUNT_HEADER,
  PAGE_NEXT_HEADER,
  PAGE_TOTAL_HEADER,
  rpcErrorSchema,
} from '@warroom/contracts';
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

/** The reply did not come within the request's time. */
class ReplyTimeout extends Error {}

type Waiting = { resolve: (reply: Msg) => void; reject: (error: Error) => void; timer: NodeJS.Timeout };

/**
 * Requests on one connection with one reply subscription (`<inbox>.*`) and a map of the
 * requests waiting, as nats.js's own muxing does, minus its RequestError: nats.js builds
 * one, with its stack trace, after every reply to reject the settled promise
 * (`RequestOne.cancel`), 5–9% of the gateway's CPU under load (issue 19).
 */
class ReplyMux {
  private readonly inbox = createInbox();
  private readonly waiting = new Map<string, Waiting>();
  private next = 0;

  constructor(private readonly nc: NatsConnection) {
    nc.subscribe(`${this.inbox}.*`, {
      callback: (error, reply) => {
        if (error) return;
        const token = reply.subject.slice(this.inbox.length + 1);
        const request = this.waiting.get(token);
        if (!request) return; // answered after its time
        this.waiting.delete(token);
        clearTimeout(request.timer);
        // A status without a body: no service listens (503), or another refusal of the server.
        if (reply.headers?.hasError) request.reject(new Error(`NATS: ${reply.headers.code}`));
        else request.resolve(reply);
      },
    });
  }

  request(subject: string, payload: string, headers: MsgHdrs, timeoutMs: number): Promise<Msg> {
    this.next = (this.next + 1) % Number.MAX_SAFE_INTEGER;
    const token = this.next.toString(36);
    return new Promise<Msg>((resolve, reject) => {
      const timer = setTimeout(() => {
        this.waiting.delete(token);
        reject(new ReplyTimeout());
      }, timeoutMs);
      this.waiting.set(token, { resolve, reject, timer });
      try {
        this.nc.publish(subject, payload, { reply: `${this.inbox}.${token}`, headers });
      } catch (error) {
        // The connection is closed or draining.
        this.waiting.delete(token);
        clearTimeout(timer);
        reject(error instanceof Error ? error : new Error(String(error)));
      }
    });
  }
}

const muxes = new WeakMap<NatsConnection, ReplyMux>();

function muxOf(nc: NatsConnection): ReplyMux {
  let mux = muxes.get(nc);
  if (!mux) {
    mux = new ReplyMux(nc);
    muxes.set(nc, mux);
  }
  return mux;
}

/**
 * A page of a list as its service wrote it (PAGE_TOTAL_HEADER): the JSON array of its items as
 * bytes, unread, with their count, the list's total and the next page's cursor.
 */
export type WrittenPageBytes = {
  readonly items: Uint8Array;
  /** How many items `items` holds. */
  readonly count: number;
  /** The list's size, when it is counted. */
  readonly total?: number;
  readonly next?: string;
};

/** A service's answer: a page it wrote, or the handler's value as sent. */
export type ServiceAnswer =
  { readonly kind: 'page'; readonly page: WrittenPageBytes } | { readonly kind: 'value'; readonly value: unknown };

/**
 * One NATS request/reply to a service's queue group, in the envelope Nest's NATS transport
 * answers (`{ pattern, data, id }` out, `{ response }` or `{ err }` back, or a page the service
 * wrote, its items as the body), with no Observable or client proxy in between: the gateway's
 * hot path and one service asking another both come here. A failure is the DomainError the
 * service raised, or 503 when it did not answer (in time, or at all).
 */
export async function requestAnswer(
  nc: NatsConnection,
  /** The service's name, for the messages of a 503. */
  service: string,
  subject: string,
  data: unknown,
  options: NatsRequestOptions,
): Promise<ServiceAnswer> {
  const headers = natsHeaders();
  for (const [name, value] of Object.entries(options.headers ?? {})) if (value) headers.set(name, value);
  let answer: NestAnswer;
  try {
    sequence = (sequence + 1) % Number.MAX_SAFE_INTEGER;
    const message = await muxOf(nc).request(
      subject,
      JSON.stringify({ pattern: subject, data, id: String(sequence) }),
      headers,
      options.timeoutMs,
    );
    const page = writtenPageOf(message);
    if (page) return { kind: 'page', page };
    answer = nestAnswerSchema.parse(message.json());
  } catch (error) {
    throw new DomainError(
      ErrorCode.Unavailable,
      error instanceof ReplyTimeout
        ? `The ${service} service did not answer in time`
        : `The ${service} service is unavailable`,
    );
  }
  if (answer.err !== undefined && answer.err !== null) {
    const rpc = rpcErrorSchema.safeParse(answer.err);
    if (!rpc.success) throw new DomainError(ErrorCode.Unavailable, `The ${service} service failed`);
    const { code, message, ...details } = rpc.data;
    throw new DomainError(code, message, details);
  }
  return { kind: 'value', value: answer.response };
}

/** The page a message carries as its service wrote it, or null for any other answer. */
function writtenPageOf(message: Msg): WrittenPageBytes | null {
  // NATS answers '' for a header that is not there.
  const headers = message.headers;
  const count = headers?.get(PAGE_COUNT_HEADER);
  if (!headers || !count) return null;
  const total = headers.get(PAGE_TOTAL_HEADER);
  const next = headers.get(PAGE_NEXT_HEADER);
  return {
    items: message.data,
    count: Number(count),
    ...(total ? { total: Number(total) } : {}),
    ...(next ? { next } : {}),
  };
}

/** The answer as a value: a written page read back into `{ items, total, next }`. */
export function valueOfAnswer(answer: ServiceAnswer): unknown {
  if (answer.kind === 'value') return answer.value;
  const { items, total, next } = answer.page;
  const written = JSON.parse(new TextDecoder().decode(items)) as unknown;
  return { items: written, ...(total !== undefined ? { total } : {}), ...(next ? { next } : {}) };
}

/**
 * `requestAnswer` as a value (the handler's, or a written page read back): for callers that
 * parse the reply against its declaration.
 */
export async function requestOverNats(
  nc: NatsConnection,
  service: string,
  subject: string,
  data: unknown,
  options: NatsRequestOptions,
): Promise<unknown> {
  return valueOfAnswer(await requestAnswer(nc, service, subject, data, options));
}
