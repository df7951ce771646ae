import { Catch, type ExceptionFilter, Inject } from '@nestjs/common';
import { DomainError, ErrorCode, type RpcError } from '@warroom/contracts';
import type { Logger } from 'pino';
import { type Observable, throwError } from 'rxjs';
import { ZodError } from 'zod';
import { badInput } from '@warroom/contracts';
import { SERVICE_LOGGER } from './tokens.js';

/**
 * Turns whatever a handler throws into the RpcError the gateway maps to HTTP.
 * Domain errors keep their code and message; anything else is logged here and
 * reaches the caller only as a generic internal error (no stack, no detail).
 */
@Catch()
export class RpcErrorFilter implements ExceptionFilter {
  constructor(@Inject(SERVICE_LOGGER) private readonly logger: Logger) {}

  catch(exception: unknown): Observable<never> {
    return throwError(() => this.toRpcError(exception));
  }

  private toRpcError(exception: unknown): RpcError {
    if (exception instanceof DomainError) return exception.toRpc();
    if (exception instanceof ZodError) return badInput(exception as ZodError).toRpc();
    this.logger.error({ err: exception }, 'unhandled error in a message handler');
    return { code: ErrorCode.Internal, message: 'Internal server error' };
  }
}
