import { STATUS_CODES, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { Duplex } from 'node:stream';
import type { ErrorBody } from '@warroom/contracts';
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import type { Logger } from 'pino';

/**
 * The refusals that happen before any route, hook or exception filter runs: Node's HTTP parser
 * (oversized headers, a broken request line, an unknown method), Fastify's router (a path that
 * is not valid percent-encoded UTF-8) and the server's own answers (CONNECT, an Expect header).
 * Each gets the error body of PRODUCT.md section 2 like every other refusal (docs/api.md).
 */

/** An error answer has no page to frame or script to run. */
const ERROR_HEADERS = {
  'content-type': 'application/json; charset=utf-8',
  'x-content-type-options': 'nosniff',
  'content-security-policy': "default-src 'none'; frame-ancestors 'none'",
};

export const MALFORMED_REQUEST = 'Malformed HTTP request';
export const MALFORMED_URL = 'The URL is malformed: %-escapes must encode UTF-8';

function errorJson(statusCode: number, message: string): string {
  const body: ErrorBody = { statusCode, message };
  return JSON.stringify(body);
}

/** What Node's HTTP parser refused, as status and message. */
function clientErrorAnswer(code: string): { statusCode: number; message: string } {
  switch (code) {
    case 'HPE_HEADER_OVERFLOW':
      return { statusCode: 431, message: 'Request headers are too large' };
    case 'HPE_CHUNK_EXTENSIONS_OVERFLOW':
      return { statusCode: 413, message: 'Request chunk extensions are too large' };
    case 'ERR_HTTP_REQUEST_TIMEOUT':
      return { statusCode: 408, message: 'The request took too long to arrive' };
    default:
      return { statusCode: 400, message: MALFORMED_REQUEST };
  }
}

/** Writes a whole answer to a socket that has no HTTP response object (yet), and closes it. */
function writeToSocket(socket: Duplex, statusCode: number, message: string): void {
  const body = errorJson(statusCode, message);
  const headers = Object.entries({
    ...ERROR_HEADERS,
    'content-length': String(Buffer.byteLength(body)),
    connection: 'close',
  }).map(([name, value]) => `${name}: ${value}\r\n`);
  socket.end(`HTTP/1.1 ${statusCode} ${STATUS_CODES[statusCode]}\r\n${headers.join('')}\r\n${body}`);
}

/** Fastify's `clientErrorHandler`: the parser gave up on the request, so the answer goes to the socket. */
export function clientErrorHandler(logger: Logger) {
  return (error: Error & { code?: string }, socket: Duplex): void => {
    if (error.code === 'ECONNRESET' || socket.destroyed) return;
    const { statusCode, message } = clientErrorAnswer(error.code ?? '');
    logger.debug({ code: error.code, statusCode }, 'refused a request the HTTP parser could not read');
    // As Node does: no answer into a response that has begun (a body that broke off mid-way).
    const inFlight = (socket as Duplex & { _httpMessage?: ServerResponse | null })._httpMessage;
    if (socket.writable && !inFlight?.headersSent) writeToSocket(socket, statusCode, message);
    else socket.destroy();
  };
}

/** What the router refused, as status and message. */
function routerErrorAnswer(code: string): { statusCode: number; message: string } {
  switch (code) {
    case 'FST_ERR_BAD_URL':
      return { statusCode: 400, message: MALFORMED_URL };
    // Not reached while maxParamLength is the HTTP parser's header limit (create-app.ts).
    case 'FST_ERR_MAX_PARAM_LENGTH':
      return { statusCode: 414, message: 'A part of the URL is too long' };
    default:
      return { statusCode: 500, message: 'Internal server error' };
  }
}

/** Fastify's `frameworkErrors`: the router refused the URL before any route matched. */
export function frameworkErrorHandler(error: FastifyError, request: FastifyRequest, reply: FastifyReply): void {
  const { statusCode, message } = routerErrorAnswer(error.code);
  if (statusCode >= 500) request.log.error({ err: error }, 'the router failed');
  void reply
    .status(statusCode)
    .headers({ ...ERROR_HEADERS, 'x-request-id': request.id })
    .send(errorJson(statusCode, message));
}

function writeToResponse(response: ServerResponse, statusCode: number, message: string): void {
  const body = errorJson(statusCode, message);
  response.writeHead(statusCode, { ...ERROR_HEADERS, 'content-length': Buffer.byteLength(body), connection: 'close' });
  response.end(body);
}

/**
 * What Node's server answers by itself without a listener: an empty 417 for an Expect header
 * other than 100-continue, and nothing at all (the connection is dropped) for CONNECT.
 */
export function answerUnservedRequests(server: Server): void {
  server.on('checkExpectation', (_request: IncomingMessage, response: ServerResponse) =>
    writeToResponse(response, 417, 'Only "Expect: 100-continue" is supported'),
  );
  server.on('connect', (_request: IncomingMessage, socket: Duplex) =>
    writeToSocket(socket, 400, 'CONNECT is not supported'),
  );
}
