import { createServer, type Server } from 'node:http';
import { z } from 'zod';
import { api, bodyOf, session } from './http.js';

describe('api() and session()', () => {
  let server: Server;
  let baseUrl: string;
  const seen: Array<string | undefined> = [];

  beforeAll(async () => {
    server = createServer((req, res) => {
      seen.push(req.headers.cookie);
      let body = '';
      req.on('data', (chunk: Buffer) => (body += chunk.toString()));
      req.on('end', () => {
        if (req.url === '/api/auth/login') {
          res.setHeader('set-cookie', ['sid=abc123; Path=/; HttpOnly; SameSite=Lax', 'theme=dark; Path=/']);
          res.writeHead(201, { 'content-type': 'application/json; charset=utf-8' });
          res.end(JSON.stringify({ received: JSON.parse(body) as unknown, type: req.headers['content-type'] }));
        } else if (req.url === '/api/auth/logout') {
          res.setHeader('set-cookie', 'sid=; Path=/; Max-Age=0');
          res.writeHead(204);
          res.end();
        } else if (req.url === '/export.csv') {
          res.writeHead(200, { 'content-type': 'text/csv' });
          res.end('a,b\n1,2\n');
        } else {
          res.writeHead(req.headers.cookie?.includes('sid=abc123') ? 200 : 401, { 'content-type': 'application/json' });
          res.end(JSON.stringify({ cookie: req.headers.cookie ?? null }));
        }
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const address = server.address();
    baseUrl = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
  });

  afterAll(async () => {
    await new Promise((resolve) => server.close(resolve));
  });

  it('api() sends JSON and parses JSON answers; other bodies stay text', async () => {
    const login = await api('/api/auth/login', {
      baseUrl,
      method: 'POST',
      json: { a: 1 },
    });
    expect(login.status).toBe(201);
    expect(login.body).toEqual({ received: { a: 1 }, type: 'application/json' });
    const csv = await api('/export.csv', { baseUrl });
    expect(csv.body).toBeNull();
    expect(csv.text).toBe('a,b\n1,2\n');
  });

  it('session() keeps the cookies it is given and drops expired ones', async () => {
    const s = session(baseUrl);
    expect((await s.get('/api/auth/me')).status).toBe(401);
    await s.login('admin@warroom.local', 'secret-password');
    expect(s.cookieHeader()).toBe('sid=abc123; theme=dark');
    const me = await s.get('/api/auth/me');
    expect(me.status).toBe(200);
    expect(bodyOf(me, z.object({ cookie: z.string() })).cookie).toBe('sid=abc123; theme=dark');
    await s.post('/api/auth/logout');
    expect([...s.cookies.keys()]).toEqual(['theme']);
    expect((await s.get('/api/auth/me')).status).toBe(401);
    s.setCookie('sid', 'abc123');
    expect((await s.get('/api/auth/me')).status).toBe(200);
  });

  it('bodyOf() answers the body its schema reads, and says why a body does not match', async () => {
    const login = await api('/api/auth/login', { baseUrl, method: 'POST', json: { a: 1 } });
    expect(bodyOf(login, z.object({ type: z.string() }))).toEqual({ type: 'application/json' });
    expect(() => bodyOf(login, z.object({ type: z.number() }))).toThrow(
      /the 201 reply does not match its schema \(type: .+\); it was: \{"received"/,
    );
  });

  it('api() without WARROOM_URL says how to get one', async () => {
    const saved = process.env.WARROOM_URL;
    delete process.env.WARROOM_URL;
    try {
      await expect(api('/api/health')).rejects.toThrow(/WARROOM_URL is not set/);
    } finally {
      if (saved !== undefined) process.env.WARROOM_URL = saved;
    }
  });
});
