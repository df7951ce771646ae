import { Catch, type ExceptionFilter, Inject } from '@nestjs/common';
import { DomainError, ErrorCode, type RpcError } from '@warroom/contracts';
import type { Logger } from 'pino';
import { type Observable, throwError } from 'rxjs';
import { ZodError } from 'zod';
import { badInput } from '@warroom/contracts';
import { SERVICE_LOGGER } from './tokens.js';

/** Socket errors of a database connection that cannot be made or was cut. */
const CONNECTION_ERRNOS = new Set(['ECONNREFUSED', 'ECONNRESET', 'EPIPE', 'ETIMEDOUT', 'EHOSTUNREACH', 'ENOTFOUND']);
/** SQLSTATEs of a server that is shutting down, starting up or crashed (57P0x). */
const SERVER_GONE_STATES = new Set(['57P01', '57P02', '57P03']);
/** What pg says, without a code, about a connection it lost (or a client that lost it). */
const LOST_CONNECTION_MESSAGES = /^(Connection terminated|Client has encountered a connection error)/;

/**
 * True when the error says the database is out of reach (refused, cut, shutting down), not
 * that the request or the code is wrong: the caller should try again later (503), not 500.
 * Errors come from pg (a `code`: an errno or a SQLSTATE, class 08 for connection exceptions)
 * directly, or wrapped by MikroORM (DriverException, which copies the code).
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  for (let current = error, depth = 0; current instanceof Error && depth < 3; depth++) {
    const code = (current as { code?: unknown }).code;
    if (
      typeof code === 'string' &&
      (CONNECTION_ERRNOS.has(code) || SERVER_GONE_STATES.has(code) || code.startsWith('08'))
    ) {
      return true;
    }
    if (LOST_CONNECTION_MESSAGES.test(current.message)) return true;
    current = current.cause;
  }
  return false;
}

/**
 * Turns whatever a handler throws into the RpcError the gateway maps to HTTP.
 * Domain errors keep their code and message; a database out of reach becomes Unavailable
 * (503); anything else is logged here and reaches the caller only as a generic internal error
 * (no stack, no detail).
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
    if (isDatabaseUnavailable(exception)) {
      this.logger.warn({ err: exception }, 'database unavailable while handling a message');
      return { code: ErrorCode.Unavailable, message: 'The database is unavailable; try again shortly' };
    }
    this.logger.error({ err: exception }, 'unhandled error in a message handler');
    return { code: ErrorCode.Internal, message: 'Internal server error' };
  }
}
