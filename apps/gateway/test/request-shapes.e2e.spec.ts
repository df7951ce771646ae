import { connect } from 'node:net';
import { OPERATIONS, type Operation } from '@warroom/contracts';
import { api, type ApiResponse, warroomUrl } from '@warroom/testing';
import { adminSession, fromAddress } from './support.js';
import { rawRequest } from './raw-http.js';

/**
 * The classes of request the second probe found (issue 29), tried on every state-changing
 * route the gateway declares, whatever its path: a page on another origin of the same host
 * (same-site, not same-origin), an absolute-form target, an empty body, a body or headers
 * that never finish arriving. PRODUCT.md section 2.
 */
const STATE_CHANGING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

type Route = { readonly operation: Operation; readonly method: string; readonly path: string };

/** A path of the route with every parameter filled in with a value that names nothing. */
function samplePath(path: string): string {
  return path.replace(/\{(\w+)\}/g, (_match, name: string) =>
    name === 'token'
      ? 'never-issued-token'
      : name === 'id' && path.includes('/applications/')
        ? 'A'.repeat(24)
        : '00000000-0000-4000-8000-000000000000',
  );
}

const ROUTES: readonly Route[] = OPERATIONS.flatMap((operation) =>
  operation.http && STATE_CHANGING.has(operation.http.method)
    ? [{ operation, method: operation.http.method, path: samplePath(operation.http.path) }]
    : [],
);
const names = ROUTES.map((route) => `${route.method} ${route.operation.http?.path ?? ''}`);

const origin = new URL(warroomUrl());
const port = Number(origin.port);

describe('PRODUCT.md section 2: one origin rule for every state-changing request', () => {
  let cookie = '';
  beforeAll(async () => {
    cookie = (await adminSession()).cookieHeader() ?? '';
  });

  /** As the ADMIN; a logout with a session of its own, so that the others' stays signed in. */
  const send = async (route: Route, headers: Record<string, string>): Promise<ApiResponse> => {
    const signedIn = route.path === '/api/auth/logout' ? ((await adminSession()).cookieHeader() ?? '') : cookie;
    return api(route.path, { method: route.method, headers: { ...fromAddress(), cookie: signedIn, ...headers } });
  };

  it('has routes to try', () => {
    expect(ROUTES.length).toBeGreaterThan(30);
  });

  it.each(names.map((name, index) => [name, index] as const))(
    '%s: another origin is 403 (another port of the same host, another host, null)',
    async (_name, index) => {
      const route = ROUTES[index] as Route;
      const others = [
        `${origin.protocol}//${origin.hostname}:${port + 1}`,
        `http://localhost:${port === 80 ? 81 : port}`,
        'https://evil.example',
        'null',
      ];
      for (const other of others) {
        const answer = await send(route, { origin: other, 'content-type': 'application/json' });
        expect({ other, status: answer.status, body: answer.body }).toEqual({
          other,
          status: 403,
          body: { statusCode: 403, message: 'Requests from another origin are not allowed' },
        });
      }
      // The product's own origin goes on to the route (whatever it then answers).
      const own = await send(route, { origin: origin.origin, 'content-type': 'application/json' });
      expect(own.status).not.toBe(403);
    },
  );

  it.each(names.map((name, index) => [name, index] as const))(
    '%s: an empty body is read as {}: 400 where the route needs input, never 415 or a default that acts',
    async (_name, index) => {
      const route = ROUTES[index] as Route;
      const body = route.operation.body;
      const needsInput = body !== undefined && !body.safeParse({}).success;
      const variants: Record<string, string>[] = [{}, { 'content-type': 'application/json' }];
      for (const headers of variants) {
        const answer = await send(route, headers);
        expect(answer.status).toBeLessThan(500);
        expect(answer.status).not.toBe(415);
        if (needsInput && answer.status !== 401 && answer.status !== 403 && answer.status !== 429) {
          expect({ headers, status: answer.status }).toEqual({ headers, status: 400 });
        }
      }
    },
  );

  it.each(names.map((name, index) => [name, index] as const))(
    '%s: an absolute-form target is 400, not routed past the guard',
    async (_name, index) => {
      const route = ROUTES[index] as Route;
      const answer = await rawRequest(
        `${route.method} http://evil.example${route.path} HTTP/1.1\r\nHost: ${origin.host}\r\n` +
          `Cookie: ${cookie}\r\nContent-Length: 0\r\nConnection: close\r\n\r\n`,
      );
      expect(answer.status).toBe(400);
      expect(JSON.parse(answer.body)).toEqual({ statusCode: 400, message: 'The request target must be a path' });
    },
  );

  it('a GET in absolute form is 400 too, and an origin-form one with a foreign Origin is served (reads change nothing)', async () => {
    const absolute = await rawRequest(
      `GET http://evil.example/api/health HTTP/1.1\r\nHost: ${origin.host}\r\nConnection: close\r\n\r\n`,
    );
    expect(absolute.status).toBe(400);
    expect((await api('/api/health', { headers: { origin: 'https://evil.example' } })).status).toBe(200);
  });
});

/**
 * Sends the start of a request and then one byte every `gapMs`; resolves with what the server
 * answered and how long after the first byte the connection closed.
 */
function trickle(start: string, drip: string, gapMs: number): Promise<{ answer: string; closedAfterMs: number }> {
  return new Promise((resolve, reject) => {
    const began = Date.now();
    const socket = connect({ host: origin.hostname, port });
    let answer = '';
    const timer = setInterval(() => {
      if (!socket.destroyed) socket.write(drip);
    }, gapMs);
    socket.setTimeout(70_000, () => socket.destroy(new Error('still open after 70 s')));
    socket.on('data', (chunk: Buffer) => (answer += chunk.toString('utf8')));
    socket.on('error', (error) => (answer ? undefined : reject(error)));
    socket.on('close', () => {
      clearInterval(timer);
      resolve({ answer, closedAfterMs: Date.now() - began });
    });
    socket.write(start);
  });
}

describe('PRODUCT.md section 2: a request has 30 seconds to arrive', () => {
  it('a body sent a byte every 5 s, and headers sent the same way, get 408 and a closed connection at 30 s', async () => {
    const [body, headers] = await Promise.all([
      trickle(
        `POST /api/auth/login HTTP/1.1\r\nHost: ${origin.host}\r\nContent-Type: application/json\r\nContent-Length: 100000\r\n\r\n{`,
        ' ',
        5_000,
      ),
      trickle(`GET /api/health HTTP/1.1\r\nHost: ${origin.host}\r\n`, 'X', 5_000),
    ]);
    for (const { answer, closedAfterMs } of [body, headers]) {
      expect(answer).toMatch(/^HTTP\/1\.1 408 /);
      expect(answer.toLowerCase()).toContain('connection: close');
      expect(JSON.parse(answer.slice(answer.indexOf('\r\n\r\n') + 4))).toEqual({
        statusCode: 408,
        message: 'The request took too long to arrive',
      });
      expect(closedAfterMs).toBeGreaterThanOrEqual(29_000);
      expect(closedAfterMs).toBeLessThan(35_000);
    }
  }, 80_000);
});

describe('PRODUCT.md section 2: no answer for a signed-in user is cached', () => {
  it('carries Cache-Control: no-store on reads, pages, writes and refusals', async () => {
    const admin = await adminSession();
    const answers = [
      await admin.get('/api/auth/me'),
      await admin.get('/api/applications?limit=1'),
      await admin.get('/api/okr/objectives'),
      await admin.get('/api/admin/audit-logs?limit=1'),
      await admin.post('/api/decisions', {}),
      await admin.get('/api/decisions/00000000-0000-4000-8000-000000000000'),
    ];
    for (const answer of answers) expect(answer.headers.get('cache-control')).toBe('no-store');
  });
});
