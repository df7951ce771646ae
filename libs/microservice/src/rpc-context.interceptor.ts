import { type CallHandler, type ExecutionContext, Inject, Injectable, type NestInterceptor } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import type { NatsContext } from '@nestjs/microservices';
import { MikroORM, RequestContext } from '@mikro-orm/postgresql';
import {
  DomainError,
  ErrorCode,
  IDEMPOTENCY_KEY_HEADER,
  REQUEST_ID_HEADER,
  WRITE_DEADLINE_HEADER,
  type Operation,
} from '@warroom/contracts';
import { runOnce } from '@warroom/messaging';
import { runWithRequestId, sanitizeRequestId, type ServiceMetrics, unredacted } from '@warroom/observability';
import { lastValueFrom, Observable } from 'rxjs';
import type { Logger } from 'pino';
import { OPERATION_METADATA } from './handles.decorator.js';
import { SERVICE_LOGGER, SERVICE_METRICS } from './tokens.js';
import { writtenReply } from './written-page.js';

/** An idempotency key as a header may carry it: printable, bounded; anything else is ignored. */
function sanitizeKey(value: string | undefined): string | undefined {
  return value && /^[\x21-\x7e]{1,300}$/.test(value) ? value : undefined;
}

/**
 * Whether a write's try came after its caller stopped waiting (WRITE_DEADLINE_HEADER): it sat
 * in a client's buffer through a NATS outage, and the gateway has answered 503. Such a try is
 * not run, so a write answered as failed never commits later.
 */
export function pastWriteDeadline(header: string | undefined, now = Date.now()): boolean {
  // NATS answers '' for a header that is not there.
  if (!header) return false;
  const deadline = Number(header);
  return Number.isFinite(deadline) && now >= deadline;
}

/**
 * Runs every message handler inside the caller's request id (from the NATS header)
 * and a fresh MikroORM request context, and times it. A write with an idempotency key runs
 * once per key: a repeat is answered with what the first committed. A page of a list leaves
 * written and checked against its declaration (`writtenReply`).
 */
@Injectable()
export class RpcContextInterceptor implements NestInterceptor {
  constructor(
    private readonly orm: MikroORM,
    private readonly reflector: Reflector,
    @Inject(SERVICE_METRICS) private readonly metrics: ServiceMetrics,
    @Inject(SERVICE_LOGGER) logger: Logger,
  ) {
    this.handledLog = unredacted(logger);
  }

  /** The line a message ends with holds a subject, an outcome and a time: nothing to redact. */
  private readonly handledLog: Logger;

  intercept(context: ExecutionContext, next: CallHandler): Observable<unknown> {
    const rpc = context.switchToRpc();
    const nats = rpc.getContext<NatsContext>();
    const subject = nats.getSubject();
    const requestId = sanitizeRequestId(nats.getHeaders()?.get(REQUEST_ID_HEADER));
    const stopTimer = this.metrics.duration.startTimer({ subject });
    const done = (outcome: 'ok' | 'error') => {
      const seconds = stopTimer();
      this.metrics.handled.inc({ subject, outcome });
      this.handledLog.info({ subject, outcome, ms: Math.round(seconds * 1000) }, 'message handled');
    };

    const operation = this.reflector.get<Operation | undefined>(OPERATION_METADATA, context.getHandler());
    const key =
      operation?.delivery === 'write' ? sanitizeKey(nats.getHeaders()?.get(IDEMPOTENCY_KEY_HEADER)) : undefined;
    const handle = () => lastValueFrom(next.handle(), { defaultValue: undefined });
    const late = operation?.delivery === 'write' && pastWriteDeadline(nats.getHeaders()?.get(WRITE_DEADLINE_HEADER));
    const run = late
      ? () =>
          Promise.reject(new DomainError(ErrorCode.Unavailable, 'The write came after its deadline and was not made'))
      : key
        ? () => runOnce(this.orm.em, key, subject, rpc.getData(), handle)
        : handle;

    return new Observable((subscriber) => {
      void runWithRequestId(requestId, () =>
        RequestContext.create(this.orm.em, async () => {
          try {
            subscriber.next(writtenReply(operation, await run()));
            done('ok');
            subscriber.complete();
          } catch (error) {
            done('error');
            subscriber.error(error);
          }
        }),
      );
    });
  }
}
