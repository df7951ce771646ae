import { Injectable, type CallHandler, type ExecutionContext, type NestInterceptor } from '@nestjs/common';
import { runWithRequestId } from '@warroom/observability';
import type { FastifyRequest } from 'fastify';
import { Observable } from 'rxjs';

/** Runs each route handler under the request's id, so calls to services carry it. */
@Injectable()
export class RequestContextInterceptor implements NestInterceptor {
  intercept(context: ExecutionContext, next: CallHandler): Observable<unknown> {
    const request = context.switchToHttp().getRequest<FastifyRequest>();
    return new Observable((subscriber) =>
      runWithRequestId(String(request.id), () => next.handle().subscribe(subscriber)),
    );
  }
}
