import { type CallHandler, type ExecutionContext, Inject, Injectable, type NestInterceptor } from '@nestjs/common';
import type { NatsContext } from '@nestjs/microservices';
import { MikroORM, RequestContext } from '@mikro-orm/postgresql';
import { REQUEST_ID_HEADER } from '@warroom/contracts';
import { runWithRequestId, sanitizeRequestId, type ServiceMetrics } from '@warroom/observability';
import { Observable } from 'rxjs';
import type { Logger } from 'pino';
import { SERVICE_LOGGER, SERVICE_METRICS } from './tokens.js';

/**
 * Runs every message handler inside the caller's request id (from the NATS header)
 * and a fresh MikroORM request context, and times it.
 */
@Injectable()
export class RpcContextInterceptor implements NestInterceptor {
  constructor(
    private readonly orm: MikroORM,
    @Inject(SERVICE_METRICS) private readonly metrics: ServiceMetrics,
    @Inject(SERVICE_LOGGER) private readonly logger: Logger,
  ) {}

  intercept(context: ExecutionContext, next: CallHandler): Observable<unknown> {
    const rpc = context.switchToRpc();
    const nats = rpc.getContext<NatsContext>();
    const subject = nats.getSubject();
    const requestId = sanitizeRequestId(nats.getHeaders()?.get(REQUEST_ID_HEADER));
    const stopTimer = this.metrics.duration.startTimer({ subject });
    const done = (outcome: 'ok' | 'error') => {
      const seconds = stopTimer();
      this.metrics.handled.inc({ subject, outcome });
      this.logger.info({ subject, outcome, ms: Math.round(seconds * 1000) }, 'message handled');
    };

    return new Observable((subscriber) => {
      void runWithRequestId(requestId, () =>
        RequestContext.create(
          this.orm.em,
          () =>
            new Promise<void>((resolve) => {
              next.handle().subscribe({
                next: (value) => subscriber.next(value),
                error: (error: unknown) => {
                  done('error');
                  subscriber.error(error);
                  resolve();
                },
                complete: () => {
                  done('ok');
                  subscriber.complete();
                  resolve();
                },
              });
            }),
        ),
      );
    });
  }
}
