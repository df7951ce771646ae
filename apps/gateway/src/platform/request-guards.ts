import type { FastifyInstance } from 'fastify';
import { DomainError, ErrorCode } from '@warroom/contracts';

const STATE_CHANGING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

function hasBody(headers: Record<string, string | string[] | undefined>): boolean {
  const length = headers['content-length'];
  return (length !== undefined && length !== '0') || headers['transfer-encoding'] !== undefined;
}

/**
 * Refuses, before any parsing, what a browser-facing JSON API must never take:
 * a state-changing request marked cross-site by the browser (403), and one whose body
 * is not JSON (415).
 */
export function registerRequestGuards(fastify: FastifyInstance): void {
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
