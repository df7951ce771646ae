/**
 * The bare baseline: one Node `http` server with `pg` pools that answers the gateway's read
 * paths with the SAME SQL the services run (taken from pg_stat_statements) and the same JSON,
 * with no framework, no NATS hop and no validation layers: the limit a framework could reach
 * on this machine. Signed-in paths check the session cookie the way the product does (HS256
 * JWT signature, then the session + user query identity runs). The reads, by service: baseline/.
 *
 * env: PORT, HOST (127.0.0.1), PG_URL_IDENTITY, PG_URL_APPLICATIONS, PG_URL_PORTAL, PG_URL_AUDIT,
 *      JWT_SECRET, POOL_MAX (10, MikroORM's pool size per service)
 */
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { loadConfig } from '@warroom/config';
import { ADMIN_ROLES, PAGE_LIMIT_DEFAULT, PAGE_LIMIT_MAX, REVIEWER_ROLES } from '@warroom/contracts';
import pg from 'pg';
import { z } from 'zod';
import { analytics } from './baseline/analytics.ts';
import { listApplications, status } from './baseline/applications.ts';
import { auditLogs } from './baseline/audit.ts';
import { HttpError, send } from './baseline/http.ts';
import { listMembers } from './baseline/members.ts';
import { objectives } from './baseline/portal.ts';
import { signedIn } from './baseline/session.ts';

const env = loadConfig(
  'baseline',
  z.object({
    PORT: z.coerce.number().int().min(0).default(0),
    HOST: z.string().default('127.0.0.1'),
    PG_URL_IDENTITY: z.string(),
    PG_URL_APPLICATIONS: z.string(),
    PG_URL_PORTAL: z.string(),
    PG_URL_AUDIT: z.string(),
    JWT_SECRET: z.string().default(''),
    POOL_MAX: z.coerce.number().int().positive().default(10),
  }),
);
const pool = (url: string): pg.Pool => {
  const p = new pg.Pool({ connectionString: url, max: env.POOL_MAX });
  p.on('error', () => undefined);
  return p;
};
const db = {
  identity: pool(env.PG_URL_IDENTITY),
  applications: pool(env.PG_URL_APPLICATIONS),
  portal: pool(env.PG_URL_PORTAL),
  audit: pool(env.PG_URL_AUDIT),
};
const session = (req: IncomingMessage, roles?: typeof REVIEWER_ROLES) =>
  signedIn(db.identity, env.JWT_SECRET, req, roles);

/** `?name=` as a number within [min, max], `fallback` when absent. */
const intParam = (url: URL, name: string, fallback: number, min: number, max = Infinity): number =>
  Math.min(max, Math.max(min, Number(url.searchParams.get(name) ?? fallback)));

/** The gateway's page headers (sendPage): the total, and the next page while more remain. */
function pageHeaders(url: URL, limit: number, offset: number, count: number, total: number): Record<string, string> {
  const next = offset + count;
  if (count === 0 || next >= total) return { 'x-total-count': String(total) };
  url.searchParams.set('limit', String(limit));
  url.searchParams.set('offset', String(next));
  return { 'x-total-count': String(total), link: `<${url.pathname}${url.search}>; rel="next"` };
}

async function route(req: IncomingMessage, res: ServerResponse): Promise<void> {
  const url = new URL(req.url ?? '/', 'http://x');
  const path = url.pathname;
  if (req.method !== 'GET') throw new HttpError(404, 'Not found');
  const m = /^\/api\/applications\/([^/]+)\/status$/.exec(path);
  if (m) return send(res, 200, await status(db.applications, m[1]));
  if (path === '/api/health') return send(res, 200, { status: 'ok' });
  if (path === '/api/auth/me') {
    const { completeProfile, ...user } = await session(req);
    return send(res, 200, { ...user, completeProfile, user });
  }
  if (path === '/api/okr/objectives') {
    await session(req);
    return send(res, 200, await objectives(db.portal));
  }
  if (path === '/api/applications') {
    await session(req, REVIEWER_ROLES);
    const page = await listApplications(
      db.applications,
      intParam(url, 'limit', 500, 1, 500),
      intParam(url, 'offset', 0, 0),
    );
    return send(res, 200, page.items, { 'x-total-count': String(page.total) });
  }
  if (path === '/api/applications/analytics') {
    await session(req, REVIEWER_ROLES);
    return send(res, 200, await analytics(db.applications));
  }
  if (path === '/api/members') {
    const caller = await session(req);
    const limit = intParam(url, 'limit', PAGE_LIMIT_DEFAULT, 1, PAGE_LIMIT_MAX);
    const offset = intParam(url, 'offset', 0, 0);
    const page = await listMembers(db.identity, caller, {
      q: url.searchParams.get('q')?.trim() || undefined,
      expertise: url.searchParams.getAll('expertise'),
      industry: url.searchParams.get('industry') ?? undefined,
      stage: url.searchParams.get('stage') ?? undefined,
      openTo: url.searchParams.getAll('openTo'),
      limit,
      offset,
    });
    return send(res, 200, page.items, pageHeaders(url, limit, offset, page.items.length, page.total));
  }
  if (path === '/api/admin/audit-logs') {
    await session(req, ADMIN_ROLES);
    const page = await auditLogs(db.audit, intParam(url, 'limit', 50, 1, 500));
    return send(res, 200, page.items, page.next ? { 'x-next-cursor': page.next } : {});
  }
  throw new HttpError(404, 'Not found');
}

const server = createServer((req, res) => {
  route(req, res).catch((error: unknown) => {
    const status = error instanceof HttpError ? error.status : 500;
    if (status === 500) console.error(error);
    send(res, status, { statusCode: status, message: error instanceof Error ? error.message : String(error) });
  });
});
server.keepAliveTimeout = 65_000;
server.listen(env.PORT, env.HOST, () => {
  const address = server.address();
  console.log(JSON.stringify({ listening: typeof address === 'object' && address ? address.port : address }));
});
const stop = (): void => {
  server.close();
  void Promise.all(Object.values(db).map((p) => p.end())).finally(() => process.exit(0));
  setTimeout(() => process.exit(0), 2_000).unref();
};
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
