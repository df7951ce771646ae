import type { FastifyInstance } from 'fastify';
import { DomainError, ErrorCode } from '@warroom/contracts';

const STATE_CHANGING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

function hasBody(headers: Record<string, string | string[] | undefined>): boolean {
  const length = headers['content-length'];
  return (length !== undefined && length !== '0') || headers['transfer-encoding'] !== undefined;
}

/**
 * Refuses, before any parsing, an HTTP/1.1 request without a Host header (400), and what
 * a browser-facing JSON API must never take: a state-changing request marked cross-site
 * by the browser (403), and one whose body is not JSON (415).
 */
export function registerRequestGuards(fastify: FastifyInstance): void {
  // HTTP/1.1 requires a Host header. Node's own refusal is an empty 400, so the server
  // leaves it to this hook (`requireHostHeader: false` in create-app.ts).
  fastify.addHook('onRequest', async (request) => {
    if (request.raw.httpVersion === '1.1' && request.headers.host === undefined) {
      throw new DomainError(ErrorCode.BadInput, 'The Host header is required');
    }
  });
  fastify.addHook('onRequest', async (request) => {
    if (!STATE_CHANGING.has(request.method) || !request.url.startsWith('/api')) return;
    if (request.headers['sec-fetch-site'] === 'cross-site') {
      throw new DomainError(ErrorCode.Forbidden, 'Cross-site requests are not allowed');
    }
    const contentType = request.headers['content-type'] ?? '';
    if (hasBody(request.headers) && !/^application\/json\s*(;|$)/i.test(contentType)) {
      throw new DomainError(
        ErrorCode.UnsupportedMediaType,
        'Request body must be JSON (Content-Type: application/json)',
      );
    }
  });
}

/**
 * Once the server closes, a request that still arrives on an open keep-alive connection gets
 * 503 in the product's error body and the connection ends. (Fastify's own 503 has a body of
 * another shape: `return503OnClosing: false` in create-app.ts.)
 */
export function refuseWhileClosing(fastify: FastifyInstance): void {
  let closing = false;
  fastify.addHook('preClose', async () => {
    closing = true;
  });
  fastify.addHook('onRequest', async (_request, reply) => {
    if (!closing) return;
    void reply.header('connection', 'close');
    throw new DomainError(ErrorCode.Unavailable, 'The server is shutting down; try again');
  });
}
