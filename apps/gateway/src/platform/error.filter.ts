import { Catch, HttpException, type ArgumentsHost, type ExceptionFilter } from '@nestjs/common';
import { DomainError, ErrorCode, httpStatusOf, type ErrorBody } from '@warroom/contracts';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Logger } from 'pino';
import { loggableUrl } from '@warroom/observability';
import type { WebApp } from './web-app.js';

type FastifyLikeError = { statusCode?: number; code?: string; message?: string };

const JSON_ONLY = 'Request body must be JSON (Content-Type: application/json)';

/** Fastify's and its plugins' refusals of a request body, by code. */
const FASTIFY_ERRORS: Record<string, { code: ErrorCode; message: string }> = {
  FST_ERR_CTP_BODY_TOO_LARGE: { code: ErrorCode.PayloadTooLarge, message: 'Request body is larger than 1 MB' },
  FST_ERR_CTP_INVALID_MEDIA_TYPE: { code: ErrorCode.UnsupportedMediaType, message: JSON_ONLY },
  FST_ERR_CTP_INVALID_JSON_BODY: { code: ErrorCode.BadInput, message: 'Request body is not valid JSON' },
  FST_ERR_CTP_EMPTY_JSON_BODY: { code: ErrorCode.BadInput, message: 'Request body is empty; send a JSON object' },
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: { code: ErrorCode.BadInput, message: 'Content-Length does not match the body' },
  // @fastify/compress, which also inflates request bodies.
  FST_CP_ERR_INVALID_CONTENT_ENCODING: {
    code: ErrorCode.UnsupportedMediaType,
    message: 'Request body encoding is not supported: send it as is, or as gzip, deflate or br',
  },
  FST_CP_ERR_INVALID_CONTENT: { code: ErrorCode.BadInput, message: 'Request body cannot be decompressed' },
};

/**
 * The one place where a failure becomes an HTTP answer: the status from the error
 * code and the JSON body of PRODUCT.md section 2. Nothing internal leaks: an
 * unexpected error is logged here and answered as a plain 500.
 */
@Catch()
export class ErrorFilter implements ExceptionFilter {
  constructor(
    private readonly logger: Logger,
    private readonly webApp: WebApp | null,
  ) {}

  catch(exception: unknown, host: ArgumentsHost): void {
    const request = host.switchToHttp().getRequest<FastifyRequest>();
    const reply = host.switchToHttp().getResponse<FastifyReply>();

    const error = this.toDomainError(exception, request);
    if (error.code === ErrorCode.NotFound && this.webApp?.accepts(request)) {
      this.webApp.sendIndex(request, reply);
      return;
    }
    const statusCode = httpStatusOf(error.code);
    if (statusCode >= 500 && error.code === ErrorCode.Internal) {
      this.logger.error({ err: exception, url: loggableUrl(request.url), method: request.method }, 'request failed');
    }
    const body: ErrorBody = { statusCode, message: error.message };
    if (error.details.errors?.length) body.errors = error.details.errors;
    if (error.details.retryAfterSeconds) void reply.header('retry-after', String(error.details.retryAfterSeconds));
    void reply.status(statusCode).type('application/json; charset=utf-8').send(body);
  }

  private toDomainError(exception: unknown, request: FastifyRequest): DomainError {
    if (exception instanceof DomainError) return exception;
    // Nest wraps Fastify's own 4xx errors (body parsing, size) in an HttpException.
    const cause = (exception instanceof HttpException ? exception.cause : exception) as FastifyLikeError | undefined;
    const known = cause?.code ? FASTIFY_ERRORS[cause.code] : undefined;
    if (known) return new DomainError(known.code, known.message);
    if (exception instanceof HttpException) return fromStatus(exception.getStatus(), request);
    if (exception instanceof SyntaxError) return new DomainError(ErrorCode.BadInput, 'Request body is not valid JSON');
    if (typeof cause?.statusCode === 'number') return fromStatus(cause.statusCode, request);
    return new DomainError(ErrorCode.Internal, 'Internal server error');
  }
}

/** A refusal by status alone, in the product's words: a framework's own message is never passed on. */
function fromStatus(status: number, request: FastifyRequest): DomainError {
  switch (status) {
    case 404:
    case 405:
      return new DomainError(ErrorCode.NotFound, `No route for ${request.method} ${request.url.split('?')[0]}`);
    case 401:
      return new DomainError(ErrorCode.Unauthenticated, 'Not signed in');
    case 403:
      return new DomainError(ErrorCode.Forbidden, 'Not allowed');
    case 413:
      return new DomainError(ErrorCode.PayloadTooLarge, 'Request body is larger than 1 MB');
    case 415:
      return new DomainError(ErrorCode.UnsupportedMediaType, JSON_ONLY);
    case 429:
      return new DomainError(ErrorCode.TooManyRequests, 'Too many requests');
    default:
      return status >= 400 && status < 500
        ? new DomainError(ErrorCode.BadInput, 'The request is not valid')
        : new DomainError(ErrorCode.Internal, 'Internal server error');
  }
}
