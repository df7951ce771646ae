import 'reflect-metadata';
// New passwords in request bodies are checked against the common-password list (PRODUCT.md section 4).
import '@warroom/contracts/common-passwords';
import { randomUUID } from 'node:crypto';
import { maxHeaderSize, type IncomingMessage } from 'node:http';
import { NestFactory } from '@nestjs/core';
import { FastifyAdapter, type NestFastifyApplication } from '@nestjs/platform-fastify';
import { SwaggerModule, type OpenAPIObject } from '@nestjs/swagger';
import compress from '@fastify/compress';
import cookie from '@fastify/cookie';
import fastifyStatic from '@fastify/static';
import type { GatewayEnv } from '@warroom/config';
import { PinoNestLogger, sanitizeRequestId, unredacted } from '@warroom/observability';
import type { Logger } from 'pino';
import { assertEveryOperationServed, assertEveryRouteDeclaresAccess, listRoutes } from './access/route-inventory.js';
import { AppModule } from './app.module.js';
import { buildOpenApiDocument } from './openapi/openapi-document.js';
import { answerUnservedRequests, clientErrorHandler, frameworkErrorHandler } from './platform/early-errors.js';
import { ErrorFilter } from './platform/error.filter.js';
import {
  parseJsonBodies,
  refuseWhileClosing,
  registerNoStore,
  registerRequestGuards,
} from './platform/request-guards.js';
import { registerSecurityHeaders } from './platform/security-headers.js';
import { WebApp } from './platform/web-app.js';
import { OPERATIONS, REQUEST_ID_HEADER } from '@warroom/contracts';

export const BODY_LIMIT_BYTES = 1024 * 1024;

/**
 * How long a request may take to arrive, headers and body (PRODUCT.md section 2): past it the
 * answer is 408 and the connection is closed, so that a client sending a byte every few
 * seconds cannot hold a connection and a buffered body without end. Node checks its
 * connections for it every second (`connectionsCheckingInterval`; its default, 30 s, let a
 * request live up to twice the deadline).
 */
export const REQUEST_DEADLINE_MS = 30_000;
const DEADLINE_CHECK_INTERVAL_MS = 1_000;

/** Builds the gateway: Fastify, security headers, the API under /api, the web app, the reference. */
export async function createGateway(
  env: GatewayEnv,
  logger: Logger,
  instance: string,
): Promise<NestFastifyApplication> {
  const adapter = new FastifyAdapter({
    bodyLimit: BODY_LIMIT_BYTES,
    trustProxy: env.TRUST_PROXY,
    loggerInstance: logger,
    // One line a request, when it is answered (below), instead of Fastify's two.
    disableRequestLogging: true,
    requestIdHeader: false,
    genReqId: (request: IncomingMessage) => sanitizeRequestId(request.headers[REQUEST_ID_HEADER]) ?? randomUUID(),
    // Every path parameter the HTTP parser lets through reaches its route's schema: an overlong
    // id is a malformed id (400), not a router error. The routes have no regex parameters.
    routerOptions: { maxParamLength: maxHeaderSize },
    frameworkErrors: frameworkErrorHandler,
    clientErrorHandler: clientErrorHandler(logger),
    http: {
      requireHostHeader: false,
      headersTimeout: REQUEST_DEADLINE_MS,
      requestTimeout: REQUEST_DEADLINE_MS,
      connectionsCheckingInterval: DEADLINE_CHECK_INTERVAL_MS,
    },
    requestTimeout: REQUEST_DEADLINE_MS,
    return503OnClosing: false,
  });
  const app = await NestFactory.create<NestFastifyApplication>(AppModule.forRoot(env, instance), adapter, {
    logger: new PinoNestLogger(logger),
    bufferLogs: false,
  });
  const fastify = app.getHttpAdapter().getInstance();
  answerUnservedRequests(fastify.server);
  fastify.addHook('onSend', async (request, reply) => {
    void reply.header(REQUEST_ID_HEADER, request.id);
  });
  // The request line holds only what the `req` serializer picks (method, URL without link
  // tokens, host, address): nothing to redact, so it skips the redaction paths' walk, the
  // larger part of a line's cost (issue 19).
  const requestLog = unredacted(logger);
  fastify.addHook('onResponse', (request, reply, done) => {
    requestLog.info(
      { reqId: request.id, req: request, res: { statusCode: reply.statusCode }, responseTime: reply.elapsedTime },
      'request completed',
    );
    done();
  });

  registerSecurityHeaders(fastify);
  await app.register(cookie);
  await app.register(compress, { threshold: 1024, encodings: ['br', 'gzip', 'deflate'] });
  registerRequestGuards(fastify, { publicOrigin: env.PUBLIC_URL });
  registerNoStore(fastify);
  parseJsonBodies(app);
  refuseWhileClosing(fastify);

  const webApp = WebApp.load(env.WEB_DIST);
  if (webApp) {
    await app.register(fastifyStatic, {
      root: webApp.root,
      wildcard: false,
      index: false,
      // The build writes each asset compressed beside it (file.js.br, file.js.gz): sent as it is,
      // not compressed again per request.
      preCompressed: true,
      // Hashed build assets never change; everything else is revalidated.
      setHeaders: (res, filePath) => {
        void res.header(
          'cache-control',
          filePath.includes('/assets/') ? 'public, max-age=31536000, immutable' : 'no-cache',
        );
      },
    });
    fastify.get('/', (request, reply) => webApp.sendIndex(request, reply));
  } else {
    logger.warn({ webDist: env.WEB_DIST }, 'no built web app found: serving the API only');
  }

  app.setGlobalPrefix('api');
  app.useGlobalFilters(new ErrorFilter(logger, webApp));
  app.enableShutdownHooks();

  await app.init();
  const routes = listRoutes(app);
  assertEveryRouteDeclaresAccess(routes);
  assertEveryOperationServed(routes, OPERATIONS);
  SwaggerModule.setup('api/docs', app, buildOpenApiDocument(OPERATIONS) as unknown as OpenAPIObject, {
    jsonDocumentUrl: 'api/docs/openapi.json',
    customSiteTitle: 'War Room API',
  });
  return app;
}
