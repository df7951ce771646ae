import type { LoggerService } from '@nestjs/common';
import { pino, type DestinationStream, type Logger, type LevelWithSilent } from 'pino';
import { currentRequestId } from './request-context.js';

/**
 * Paths that must never reach a log line (PRODUCT.md section 6). Censored rather than
 * dropped, so that a line shows that something was there.
 */
export const REDACTED_PATHS = [
  'password',
  'newPassword',
  'currentPassword',
  'passwordHash',
  'token',
  'cookie',
  '*.password',
  '*.newPassword',
  '*.currentPassword',
  '*.passwordHash',
  '*.token',
  'req.headers.cookie',
  'req.headers.authorization',
  'res.headers["set-cookie"]',
];

/** How much a log buffers before it writes, and how long a line may wait in it at most. */
const LOG_BUFFER_BYTES = 4096;
const LOG_FLUSH_EVERY_MS = 250;

/**
 * Writes to standard output through a buffer: under load a line a request was a write(2) a
 * line, the largest single cost after the sockets' own in a small read (issue 19). Lines wait
 * LOG_FLUSH_EVERY_MS at most, and what is buffered is written when the process exits (pino's
 * exit hook); a process killed with SIGKILL loses at most that much.
 */
function bufferedStdout(): DestinationStream {
  const destination = pino.destination({ dest: 1, sync: false, minLength: LOG_BUFFER_BYTES });
  const timer = setInterval(() => {
    try {
      destination.flush();
    } catch {
      // Destroyed at exit: nothing is left to write.
      clearInterval(timer);
    }
  }, LOG_FLUSH_EVERY_MS);
  timer.unref();
  return destination;
}

export function createLogger(service: string, level: LevelWithSilent): Logger {
  return pino(
    {
      level,
      base: { service, pid: process.pid },
      timestamp: pino.stdTimeFunctions.isoTime,
      redact: { paths: REDACTED_PATHS, censor: '[redacted]' },
      serializers: { req: requestForLog },
      mixin: () => {
        const requestId = currentRequestId();
        return requestId ? { requestId } : {};
      },
    },
    bufferedStdout(),
  );
}

/**
 * The logger without the redaction paths, for the lines written on every request or message
 * whose fields are all known safe (a method, a URL without link tokens, a subject, a status, a
 * time): the paths' walk is most of such a line's cost (issue 19). Anything else goes through
 * the redacting logger.
 */
export function unredacted(logger: Logger): Logger {
  return logger.child({}, { redact: { paths: [], censor: '[redacted]' } });
}

type LoggedRequest = {
  method?: unknown;
  url?: unknown;
  host?: unknown;
  ip?: unknown;
  socket?: { remotePort?: unknown };
};

/** A request (Fastify's, as it logs `incoming request`) as a log line shows it: its URL without link tokens. */
function requestForLog(request: LoggedRequest): Record<string, unknown> {
  return {
    method: request.method,
    url: typeof request.url === 'string' ? loggableUrl(request.url) : request.url,
    host: request.host,
    remoteAddress: request.ip,
    remotePort: request.socket?.remotePort,
  };
}

/** Lets Nest's own messages go through the same pino logger. */
export class PinoNestLogger implements LoggerService {
  constructor(private readonly logger: Logger) {}

  log(message: unknown, context?: string): void {
    this.logger.info({ context }, String(message));
  }
  error(message: unknown, trace?: string, context?: string): void {
    if (message instanceof Error) this.logger.error({ context, err: message }, message.message);
    else this.logger.error({ context, trace }, String(message));
  }
  warn(message: unknown, context?: string): void {
    this.logger.warn({ context }, String(message));
  }
  debug(message: unknown, context?: string): void {
    this.logger.debug({ context }, String(message));
  }
  verbose(message: unknown, context?: string): void {
    this.logger.trace({ context }, String(message));
  }
  fatal(message: unknown, context?: string): void {
    this.logger.fatal({ context }, String(message));
  }
}

/**
 * A request's URL as a log line may show it: the token of an invitation link (a path segment)
 * and any `token` in the query are replaced, so that no link that works reaches a log.
 */
export function loggableUrl(url: string): string {
  return url.replace(/(\/invitations\/)[^/?#]+/g, '$1[redacted]').replace(/([?&]token=)[^&#]*/g, '$1[redacted]');
}
