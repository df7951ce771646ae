import { Inject, Injectable, type OnApplicationBootstrap, type OnModuleDestroy } from '@nestjs/common';
import type { NatsConnection } from '@nats-io/transport-node';
import {
  DomainError,
  ErrorCode,
  IDEMPOTENCY_KEY_HEADER,
  WRITE_DEADLINE_HEADER,
  REQUEST_ID_HEADER,
  type Operation,
  type OperationInput,
  type OperationReply,
  type OperationSpec,
  type ServiceHealth,
  type ServiceName,
  type WrittenPageReply,
  serviceHealthSchema,
} from '@warroom/contracts';
import { requestAnswer, valueOfAnswer, type ServiceAnswer, type WrittenPageBytes } from '@warroom/nats';
import { currentRequestId } from '@warroom/observability';
import { setTimeout as sleep } from 'node:timers/promises';
import { GATEWAY_OPTIONS, type GatewayOptions } from '../platform/gateway-options.js';

export const NATS_CLIENT = Symbol('NATS_CLIENT');

/** An operation a service answers (not one the gateway answers itself). */
type ServiceOperation = OperationSpec & { readonly service: ServiceName };

export type CallOptions = {
  /**
   * A write's idempotency key: the service answers a repeat with the same key with what the
   * first one committed. The request id unless the client sent an Idempotency-Key.
   */
  idempotencyKey?: string;
  timeoutMs?: number;
};

/** The first pause before a write is asked again, doubled each time up to the maximum. */
const WRITE_RETRY_FIRST_PAUSE_MS = 100;
const WRITE_RETRY_MAX_PAUSE_MS = 2000;
/** The shortest try worth making before the deadline. */
const WRITE_MIN_ATTEMPT_MS = 250;

export type NatsStatus = 'connected' | 'disconnected' | 'reconnecting';

/**
 * The gateway's only way to reach a service: an operation declared in `@warroom/contracts`,
 * sent by NATS request/reply through the service's queue group with the request id in a
 * header and a deadline; the reply is typed by the declaration. Every failure becomes a
 * DomainError the HTTP layer knows how to answer.
 *
 * After a timeout a read is asked once again; a write is asked again with the same
 * idempotency key until its deadline (see `sendUntilAnswered`).
 */
@Injectable()
export class ServiceClient implements OnApplicationBootstrap, OnModuleDestroy {
  private natsStatus: NatsStatus = 'disconnected';

  constructor(
    @Inject(NATS_CLIENT) private readonly nc: NatsConnection,
    @Inject(GATEWAY_OPTIONS) private readonly options: GatewayOptions,
  ) {}

  onApplicationBootstrap(): void {
    this.natsStatus = 'connected';
    void this.watch();
  }

  async onModuleDestroy(): Promise<void> {
    await this.nc.close();
  }

  private async watch(): Promise<void> {
    for await (const status of this.nc.status()) {
      if (status.type === 'disconnect') this.natsStatus = 'disconnected';
      else if (status.type === 'reconnecting') this.natsStatus = 'reconnecting';
      else if (status.type === 'reconnect') this.natsStatus = 'connected';
    }
  }

  get status(): NatsStatus {
    return this.natsStatus;
  }

  async call<S extends ServiceOperation>(
    operation: Operation<S>,
    input: OperationInput<S>,
    options: CallOptions = {},
  ): Promise<OperationReply<S>> {
    if (operation.delivery === 'read') return readTwice(() => this.send(operation, input, {}, options));
    const key =
      operation.delivery === 'write' ? (options.idempotencyKey ?? currentRequestId() ?? undefined) : undefined;
    if (key === undefined) return this.send(operation, input, {}, options);
    return this.sendUntilAnswered(operation, input, key, options);
  }

  /**
   * A write with an idempotency key is asked again, with the same key and a growing pause,
   * while its service cannot be reached (NATS restarting, a replica dying), until
   * WRITE_DEADLINE_MS from the first try: each try waits REQUEST_TIMEOUT_MS at most, and the
   * last one the time that is left, so the answer's time stays bounded by the deadline. The
   * service answers a repeat with what the first one committed, so a write that committed
   * while its answer was lost is answered as done.
   * Only a write that never got through ends as a 503.
   */
  private async sendUntilAnswered<S extends ServiceOperation>(
    operation: Operation<S>,
    input: OperationInput<S>,
    key: string,
    options: CallOptions,
  ): Promise<OperationReply<S>> {
    const deadline = Date.now() + this.options.writeDeadlineMs;
    const attemptMs = options.timeoutMs ?? this.options.requestTimeoutMs;
    for (let pause = WRITE_RETRY_FIRST_PAUSE_MS; ; pause = Math.min(pause * 2, WRITE_RETRY_MAX_PAUSE_MS)) {
      const timeoutMs = Math.max(WRITE_MIN_ATTEMPT_MS, Math.min(attemptMs, deadline - Date.now()));
      try {
        return await this.send(operation, input, { key, deadline }, { ...options, timeoutMs });
      } catch (error) {
        // A fast failure (no subscriber while NATS restarts) leaves time for more tries, until
        // the last one WRITE_MIN_ATTEMPT_MS before the deadline (its pause shortened to fit): a
        // try that ran late at the service (it sat in a client's buffer through the outage) is
        // then answered by a later one with the same key, instead of the write being given up
        // while it may still commit (up to 2 s before the deadline, before).
        const left = deadline - Date.now() - WRITE_MIN_ATTEMPT_MS;
        if (!isUnavailable(error) || left <= 0) throw error;
        await sleep(Math.min(pause, left));
      }
    }
  }

  /**
   * A page of a read that replies one (`repliesWrittenPage`) as its service wrote it, its items
   * unread: the service checked them against the declaration (`writtenReply` in
   * @warroom/microservice). Asked once again after a timeout, as every read.
   */
  async page<S extends ServiceOperation>(operation: Operation<S>, input: OperationInput<S>): Promise<WrittenPageBytes> {
    const answer = await readTwice(() => this.sendRaw(operation.service, operation.subject, input, {}, undefined));
    if (answer.kind === 'page') return answer.page;
    // A service that answered a value (not a page it wrote): read here against the declaration.
    const { items, ...rest } = operation.reply.parse(answer.value) as WrittenPageReply;
    return { items: Buffer.from(JSON.stringify(items)), count: items.length, ...rest };
  }

  /** A service's health subject, which is not an operation of the API: its answer read against its schema. */
  async health(service: ServiceName, subject: string, timeoutMs: number): Promise<ServiceHealth> {
    return serviceHealthSchema.parse(valueOfAnswer(await this.sendRaw(service, subject, {}, {}, timeoutMs)));
  }

  /** One try; the reply is parsed against the declaration (the gateway's edge with the service). */
  private async send<S extends ServiceOperation>(
    operation: Operation<S>,
    input: OperationInput<S>,
    write: WriteHeaders,
    options: CallOptions,
  ): Promise<OperationReply<S>> {
    const answer = await this.sendRaw(operation.service, operation.subject, input, write, options.timeoutMs);
    // Parsed against the declared reply, which is what OperationReply<S> names.
    return operation.reply.parse(valueOfAnswer(answer)) as OperationReply<S>;
  }

  private sendRaw(
    service: ServiceName,
    subject: string,
    data: unknown,
    write: WriteHeaders,
    timeoutMs: number | undefined,
  ): Promise<ServiceAnswer> {
    // While NATS is away a request would wait out its whole timeout in the client's buffer:
    // refused at once instead, so a read answers 503 now and a write's next try comes sooner.
    if (this.natsStatus !== 'connected') {
      return Promise.reject(new DomainError(ErrorCode.Unavailable, `The ${service} service is unavailable`));
    }
    return requestAnswer(this.nc, service, subject, data, {
      headers: {
        [REQUEST_ID_HEADER]: currentRequestId() ?? undefined,
        [IDEMPOTENCY_KEY_HEADER]: write.key,
        [WRITE_DEADLINE_HEADER]: write.deadline === undefined ? undefined : String(write.deadline),
      },
      timeoutMs: timeoutMs ?? this.options.requestTimeoutMs,
    });
  }
}

/** What a write's tries carry: its idempotency key, and the moment the gateway stops asking. */
type WriteHeaders = { readonly key?: string; readonly deadline?: number };

/** A read, asked once again when its service did not answer (a replica died, NATS restarted). */
async function readTwice<T>(read: () => Promise<T>): Promise<T> {
  try {
    return await read();
  } catch (error) {
    if (!isUnavailable(error)) throw error;
    return read();
  }
}

function isUnavailable(error: unknown): boolean {
  return error instanceof DomainError && error.code === ErrorCode.Unavailable;
}
