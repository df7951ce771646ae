import type { Server } from 'node:http';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import type { FastifyInstance } from 'fastify';
import { DomainError, ErrorCode } from '@warroom/contracts';

const STATE_CHANGING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

export const CROSS_SITE_REFUSED = 'Cross-site requests are not allowed';
export const CROSS_ORIGIN_REFUSED = 'Requests from another origin are not allowed';
export const NOT_ORIGIN_FORM = 'The request target must be a path';

function hasBody(headers: Record<string, string | string[] | undefined>): boolean {
  const length = headers['content-length'];
  return (length !== undefined && length !== '0') || headers['transfer-encoding'] !== undefined;
}

/** An origin as browsers write it (scheme, host, port unless the scheme's default), or null for what is none. */
function originOf(text: string): string | null {
  try {
    const origin = new URL(text).origin;
    return origin === 'null' ? null : origin.toLowerCase();
  } catch {
    return null;
  }
}

export type RequestGuardOptions = {
  /** The origin of PUBLIC_URL when the operator set it: the product's own besides the request's scheme and Host. */
  publicOrigin?: string;
};

/**
 * Refuses, before any parsing, an HTTP/1.1 request without a Host header (400), a request
 * whose target is not a path (an absolute-form `POST http://x/api/...`: 400, so that every
 * rule below reads the path the router routes), and what a browser-facing JSON API must
 * never take (PRODUCT.md section 2), for every state-changing request whatever its path:
 * one the browser marks cross-site (403), one whose `Origin` is not the product's own (403:
 * another port of the same host is same-site but another origin, and a page there must not
 * act for a signed-in user), and one whose body is not JSON (415).
 */
export function registerRequestGuards(fastify: FastifyInstance, options: RequestGuardOptions = {}): void {
  const publicOrigin = options.publicOrigin ? originOf(options.publicOrigin) : null;
  // HTTP/1.1 requires a Host header. Node's own refusal is an empty 400, so the server
  // leaves it to this hook (`requireHostHeader: false` in create-app.ts).
  fastify.addHook('onRequest', async (request) => {
    if (request.raw.httpVersion === '1.1' && request.headers.host === undefined) {
      throw new DomainError(ErrorCode.BadInput, 'The Host header is required');
    }
    // The router routes an absolute-form target by its path; no rule here reads anything else.
    if (!request.raw.url?.startsWith('/')) throw new DomainError(ErrorCode.BadInput, NOT_ORIGIN_FORM);
  });
  fastify.addHook('onRequest', async (request) => {
    if (!STATE_CHANGING.has(request.method)) return;
    if (request.headers['sec-fetch-site'] === 'cross-site') {
      throw new DomainError(ErrorCode.Forbidden, CROSS_SITE_REFUSED);
    }
    const origin = request.headers.origin;
    if (origin !== undefined) {
      const own = originOf(`${request.protocol}://${request.host}`);
      const from = originOf(origin);
      if (from === null || (from !== own && from !== publicOrigin)) {
        throw new DomainError(ErrorCode.Forbidden, CROSS_ORIGIN_REFUSED);
      }
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
 * JSON bodies as Fastify parses them (prototype poisoning refused), and an empty one as `{}`
 * (PRODUCT.md section 2: a state-changing request with no body at all is read as an empty
 * object; whatever its route requires is then missing, a 400, never a default).
 */
export function parseJsonBodies(app: NestFastifyApplication): void {
  const fastify = app.getHttpAdapter().getInstance();
  const parseJson = fastify.getDefaultJsonParser('error', 'error');
  app.useBodyParser<Server>(
    'application/json',
    { bodyLimit: fastify.initialConfig.bodyLimit },
    (request, body, done) => {
      if (body.length === 0) {
        done(null, {});
        return;
      }
      void parseJson(request, body.toString('utf8'), done);
    },
  );
}

/**
 * `Cache-Control: no-store` on every API answer that does not say otherwise (PRODUCT.md
 * section 2: a signed-in user's answers stay out of every cache, shared or the browser's).
 */
export function registerNoStore(fastify: FastifyInstance): void {
  fastify.addHook('onSend', async (request, reply) => {
    if (!reply.hasHeader('cache-control') && request.url.startsWith('/api'))
      void reply.header('cache-control', 'no-store');
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
