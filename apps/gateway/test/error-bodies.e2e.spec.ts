import { api, type Session } from '@warroom/testing';
import { errorBodySchema, type ErrorBody } from '@warroom/contracts';
import { rawRequest } from './raw-http.js';
import { adminSession } from './support.js';

/**
 * PRODUCT.md section 2: every error the server gives is `{ statusCode, message, errors? }` as
 * JSON, whatever refused the request (the HTTP parser, the router or a route), and names no
 * framework. A path id that cannot be an id is 400; a well-formed id of nothing is 404.
 */
type Probe = { status: number; contentType: string; text: string };

function expectProductError(probe: Probe, status: number): ErrorBody {
  expect({ status: probe.status, contentType: probe.contentType }).toEqual({
    status,
    contentType: expect.stringMatching(/^application\/json\b/),
  });
  expect(probe.text).not.toMatch(/FST_|fastify|nest|Cannot (GET|POST|PATCH|DELETE)/i);
  const body = errorBodySchema.strict().parse(JSON.parse(probe.text));
  expect(body.statusCode).toBe(status);
  return body;
}

const INVALID_ID = { statusCode: 400, message: 'id: Invalid id', errors: [{ path: 'id', message: 'Invalid id' }] };
const UNKNOWN_UUID = '00000000-0000-4000-8000-000000000000';
const UNKNOWN_APPLICATION = 'AAAAAAAAAAAAAAAAAAAAAAAA';

let admin: Session;

beforeAll(async () => {
  admin = await adminSession();
});

async function get(path: string): Promise<Probe> {
  const response = await admin.get(path);
  return { status: response.status, contentType: response.headers.get('content-type') ?? '', text: response.text };
}

async function raw(bytes: string): Promise<Probe> {
  const answer = await rawRequest(bytes);
  return { status: answer.status, contentType: answer.headers['content-type'] ?? '', text: answer.body };
}

describe('malformed ids in the path: 400, unknown ones 404', () => {
  it.each([
    ['a portal record', '/api/okr/objectives/not-a-uuid'],
    ['a key result', '/api/okr/key-results/not-a-uuid'],
    ['a decision', '/api/decisions/42'],
    ['an application', '/api/applications/short/status'],
    ['an application, with characters no id has', '/api/applications/AAAAAAAAAAAAAAAAAAAAAAA!/status'],
  ])('%s', async (_name, path) => {
    const method = path.includes('key-results') ? 'PATCH' : 'GET';
    const response = await admin.request(path, { method, json: method === 'PATCH' ? { current: 1 } : undefined });
    const body = expectProductError(
      { status: response.status, contentType: response.headers.get('content-type') ?? '', text: response.text },
      400,
    );
    expect(body).toEqual(INVALID_ID);
  });

  it('a user id in the admin API', async () => {
    const response = await admin.patch('/api/admin/users/not-a-uuid', { role: 'CTO' });
    expect(response.status).toBe(400);
    expect(response.body).toEqual(INVALID_ID);
  });

  it('keeps 404 for well-formed ids of nothing', async () => {
    expect(expectProductError(await get(`/api/okr/objectives/${UNKNOWN_UUID}`), 404).message).toBe(
      'Objective not found',
    );
    expect(expectProductError(await get(`/api/applications/${UNKNOWN_APPLICATION}/status`), 404)).toEqual({
      statusCode: 404,
      message: 'Application not found',
    });
  });
});

describe('errors before a route is reached are the product error body too', () => {
  it('a 5,000-character path id', async () => {
    expect(expectProductError(await get(`/api/okr/objectives/${'a'.repeat(5000)}`), 400)).toEqual(INVALID_ID);
    expect(expectProductError(await get(`/api/applications/${'A'.repeat(5000)}/status`), 400)).toEqual(INVALID_ID);
  });

  it('a path that is not valid percent-encoded UTF-8', async () => {
    for (const path of ['/api/okr/objectives/%FF', '/api/applications/%FF/status', '/api/%FF']) {
      const body = expectProductError(await get(path), 400);
      expect(body.message).toBe('The URL is malformed: %-escapes must encode UTF-8');
    }
  });

  it('request headers of 20 KB', async () => {
    const probe = await raw(`GET /api/health HTTP/1.1\r\nHost: x\r\nX-Big: ${'b'.repeat(20 * 1024)}\r\n\r\n`);
    expect(expectProductError(probe, 431).message).toBe('Request headers are too large');
  });

  it('a URL of 20 KB', async () => {
    const probe = await raw(`GET /api/okr/objectives/${'a'.repeat(20 * 1024)} HTTP/1.1\r\nHost: x\r\n\r\n`);
    expect(expectProductError(probe, 431).message).toBe('Request headers are too large');
  });

  it('a body that breaks off in a broken chunk', async () => {
    const probe = await raw(
      'POST /api/auth/login HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nTransfer-Encoding: chunked\r\n\r\nZZ\r\n{}\r\n0\r\n\r\n',
    );
    expect(expectProductError(probe, 400).message).toBe('Malformed HTTP request');
  });

  it('an HTTP/1.1 request without a Host header', async () => {
    const probe = await raw('GET /api/health HTTP/1.1\r\nConnection: close\r\n\r\n');
    expect(expectProductError(probe, 400).message).toBe('The Host header is required');
  });

  it('an unknown HTTP method', async () => {
    const probe = await raw('FROB /api/health HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n');
    expect(expectProductError(probe, 400).message).toBe('Malformed HTTP request');
  });

  it('a malformed request line', async () => {
    for (const line of ['GET /api/health HTTP/9.7', 'GET  HTTP/1.1', 'this is not http']) {
      const probe = await raw(`${line}\r\nHost: x\r\nConnection: close\r\n\r\n`);
      expect(expectProductError(probe, 400).message).toBe('Malformed HTTP request');
    }
  });

  it('an Expect header the server cannot meet', async () => {
    const probe = await raw('GET /api/health HTTP/1.1\r\nHost: x\r\nExpect: teapot\r\nConnection: close\r\n\r\n');
    expect(expectProductError(probe, 417).message).toBe('Only "Expect: 100-continue" is supported');
  });

  it('a method the server knows but no route has', async () => {
    const probe = await raw('PROPFIND /api/health HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n');
    expect(expectProductError(probe, 404).message).toBe('No route for PROPFIND /api/health');
  });

  it('a request that asks to tunnel (CONNECT)', async () => {
    const probe = await raw('CONNECT example.com:443 HTTP/1.1\r\nHost: example.com:443\r\n\r\n');
    expect(expectProductError(probe, 400).message).toBe('CONNECT is not supported');
  });
});

describe('a fetch-able refusal of every kind stays in the product shape', () => {
  it.each([
    ['an unknown route', '/api/no/such/route', {}],
    [
      'a body that is not JSON',
      '/api/auth/login',
      { method: 'POST', body: 'x', headers: { 'content-type': 'text/plain' } },
    ],
    [
      'an unsupported content encoding',
      '/api/auth/login',
      { method: 'POST', body: '{}', headers: { 'content-type': 'application/json', 'content-encoding': 'zzz' } },
    ],
    [
      'a body that is not gzip although it says so',
      '/api/auth/login',
      { method: 'POST', body: '{}', headers: { 'content-type': 'application/json', 'content-encoding': 'gzip' } },
    ],
  ] as const)('%s', async (_name, path, init) => {
    const response = await api(path, init);
    expect(response.status).toBeGreaterThanOrEqual(400);
    expect(response.status).toBeLessThan(500);
    expectProductError(
      { status: response.status, contentType: response.headers.get('content-type') ?? '', text: response.text },
      response.status,
    );
  });
});
