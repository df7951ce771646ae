#!/usr/bin/env node
/**
 * The bare baseline: one Node `http` server with `pg` pools that answers the gateway's read
 * paths with the SAME SQL the services run (taken from pg_stat_statements) and the same JSON,
 * with no framework, no NATS hop and no validation layers: the limit a framework could reach
 * on this machine. Signed-in paths check the session cookie the way the product does (HS256
 * JWT signature, then the session + user query identity runs).
 *
 * env: PORT, HOST (127.0.0.1), PG_URL_IDENTITY, PG_URL_APPLICATIONS, PG_URL_PORTAL, PG_URL_AUDIT,
 *      JWT_SECRET, POOL_MAX (10, MikroORM's pool size per service)
 */
import { createHmac, timingSafeEqual } from 'node:crypto';
import { createServer } from 'node:http';
import pg from 'pg';

const env = process.env;
const poolMax = Number(env.POOL_MAX ?? 10);
const pool = (url) => {
  const p = new pg.Pool({ connectionString: url, max: poolMax });
  p.on('error', () => undefined);
  return p;
};
const db = {
  identity: pool(env.PG_URL_IDENTITY),
  applications: pool(env.PG_URL_APPLICATIONS),
  portal: pool(env.PG_URL_PORTAL),
  audit: pool(env.PG_URL_AUDIT),
};
const secret = env.JWT_SECRET ?? '';
const STATUSES = ['SUBMITTED', 'UNDER_REVIEW', 'VOTING', 'ACCEPTED', 'REJECTED', 'WAITLISTED'];
const DAY_MS = 24 * 3600_000;

class HttpError extends Error {
  constructor(status, message) {
    super(message);
    this.status = status;
  }
}

const iso = (d) => (d == null ? null : new Date(d).toISOString());

function cookieValue(header, name) {
  if (!header) return undefined;
  for (const part of header.split(';')) {
    const eq = part.indexOf('=');
    if (eq > 0 && part.slice(0, eq).trim() === name) return decodeURIComponent(part.slice(eq + 1).trim());
  }
  return undefined;
}

/** HS256 signature and expiry, like passport-jwt; then the live session, like identity.sessions.verify. */
async function signedIn(req, roles) {
  const token = cookieValue(req.headers.cookie, 'warroom_session');
  if (!token) throw new HttpError(401, 'Not signed in');
  const [h, p, s] = token.split('.');
  const expected = createHmac('sha256', secret).update(`${h}.${p}`).digest();
  const given = Buffer.from(s ?? '', 'base64url');
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) throw new HttpError(401, 'Not signed in');
  const header = JSON.parse(Buffer.from(h, 'base64url').toString());
  const payload = JSON.parse(Buffer.from(p, 'base64url').toString());
  if (header.alg !== 'HS256' || (payload.exp && payload.exp * 1000 < Date.now()))
    throw new HttpError(401, 'Not signed in');
  const { rows } = await db.identity.query(
    `select "s0".*, "u1"."id" as "u1__id", "u1"."name" as "u1__name", "u1"."email" as "u1__email", "u1"."role" as "u1__role", "u1"."theme" as "u1__theme", "u1"."active" as "u1__active", "u1"."created_at" as "u1__created_at", "u1"."updated_at" as "u1__updated_at" from "sessions" as "s0" inner join "users" as "u1" on "s0"."user_id" = "u1"."id" where "s0"."id" = $1 and "s0"."revoked_at" is null and "s0"."expires_at" > $2 limit $3`,
    [payload.sid, new Date(), 1],
  );
  const row = rows[0];
  if (!row || !row.u1__active || row.u1__id !== payload.sub) throw new HttpError(401, 'Not signed in');
  const user = {
    id: row.u1__id,
    name: row.u1__name ?? null,
    email: row.u1__email,
    role: row.u1__role,
    theme: row.u1__theme,
    active: row.u1__active,
    createdAt: iso(row.u1__created_at),
  };
  if (roles && !roles.includes(user.role)) throw new HttpError(403, 'Forbidden');
  return user;
}

const REVIEWERS = ['CTO', 'CEO', 'ADMIN'];
const ADMINS = ['ADMIN'];

async function status(id) {
  if (!/^[A-Za-z0-9_-]{22,64}$/.test(id)) throw new HttpError(404, 'Application not found');
  const { rows } = await db.applications.query(
    `select "a0".* from "applications" as "a0" where "a0"."id" = $1 limit $2`,
    [id, 1],
  );
  const a = rows[0];
  if (!a) throw new HttpError(404, 'Application not found');
  return { id: a.id, status: a.status, submittedAt: iso(a.submitted_at), decisionReason: a.decision_reason ?? null };
}

async function objectives() {
  const { rows: objs } = await db.portal.query(
    `select "o0".* from "objectives" as "o0" order by "o0"."created_at" desc, "o0"."id" desc`,
  );
  if (objs.length === 0) return [];
  const ids = objs.map((o) => o.id);
  const { rows: krs } = await db.portal.query(
    `select "k0".* from "key_results" as "k0" where "k0"."objective_id" in (${ids.map((_, i) => `$${i + 1}`).join(', ')}) order by "k0"."position" asc, "k0"."created_at" asc`,
    ids,
  );
  const byObjective = new Map();
  for (const k of krs) {
    const list = byObjective.get(k.objective_id) ?? [];
    list.push({
      id: k.id,
      objectiveId: k.objective_id,
      title: k.title,
      current: k.current,
      target: k.target,
      unit: k.unit,
      createdAt: iso(k.created_at),
      updatedAt: iso(k.updated_at),
    });
    byObjective.set(k.objective_id, list);
  }
  return objs.map((o) => ({
    id: o.id,
    title: o.title,
    description: o.description ?? null,
    keyResults: byObjective.get(o.id) ?? [],
    createdAt: iso(o.created_at),
    updatedAt: iso(o.updated_at),
  }));
}

async function listApplications(limit, offset) {
  const [{ rows: apps }, { rows: totals }] = await Promise.all([
    db.applications.query(
      `select "a0".* from "applications" as "a0" order by "a0"."submitted_at" desc, "a0"."id" desc limit $1${offset ? ' offset $2' : ''}`,
      offset ? [limit, offset] : [limit],
    ),
    db.applications.query(`select sum(count) as total from application_counters where dimension = $1`, ['status']),
  ]);
  const ids = apps.map((a) => a.id);
  const inList = ids.map((_, i) => `$${i + 1}`).join(', ');
  const [{ rows: votes }, { rows: comments }] = ids.length
    ? await Promise.all([
        db.applications.query(
          `select "v0".* from "votes" as "v0" where "v0"."application_id" in (${inList}) and "v0"."replaced_at" is null order by "v0"."created_at" asc`,
          ids,
        ),
        db.applications.query(
          `select "c0".* from "comments" as "c0" where "c0"."application_id" in (${inList}) order by "c0"."created_at" asc`,
          ids,
        ),
      ])
    : [{ rows: [] }, { rows: [] }];
  const group = (rows) => {
    const m = new Map();
    for (const r of rows) {
      const l = m.get(r.application_id) ?? [];
      l.push(r);
      m.set(r.application_id, l);
    }
    return m;
  };
  const votesOf = group(votes);
  const commentsOf = group(comments);
  const items = apps.map((a) => {
    const v = votesOf.get(a.id) ?? [];
    const c = commentsOf.get(a.id) ?? [];
    return {
      id: a.id,
      applicantName: a.applicant_name,
      applicantEmail: a.applicant_email,
      currentRole: a.current_role,
      currentCompany: a.current_company ?? null,
      linkedinUrl: a.linkedin_url ?? null,
      whyJoin: a.why_join,
      challenges: a.challenges,
      buildingWhat: a.building_what ?? null,
      techStack: a.tech_stack ?? null,
      expertise: a.expertise,
      industry: a.industry ?? null,
      stage: a.stage ?? null,
      status: a.status,
      submittedAt: iso(a.submitted_at),
      decisionReason: a.decision_reason ?? null,
      votes: v.map((x) => ({ voterId: x.voter_id, vote: x.vote, reason: x.reason ?? null })),
      voteTally: {
        approve: v.filter((x) => x.vote === 'APPROVE').length,
        reject: v.filter((x) => x.vote === 'REJECT').length,
        total: v.length,
      },
      votesRequired: a.votes_required,
      comments: c.map((x) => ({
        id: x.id,
        comment: x.comment,
        createdAt: iso(x.created_at),
        author: { name: x.author_name },
      })),
    };
  });
  return { items, total: Number(totals[0]?.total ?? 0) };
}

const oneDecimal = (v) => Math.round(v * 10) / 10;
const percent = (part, whole) => (whole === 0 ? 0 : oneDecimal((part / whole) * 100));
const top = (rows, limit) => {
  const sorted = rows.filter((r) => r.count > 0).sort((a, b) => b.count - a.count || a.name.localeCompare(b.name));
  return limit === undefined ? sorted : sorted.slice(0, limit);
};

async function analytics() {
  const now = new Date();
  const [{ rows: counters }, { rows: windows }] = await Promise.all([
    db.applications.query('select dimension, key, count from application_counters where count > $1', [0]),
    db.applications.query(
      `select count(*) filter (where submitted_at > $1) as last_month, count(*) filter (where submitted_at <= $2) as previous_month from applications where submitted_at > $3 and submitted_at <= $4`,
      [new Date(now - 30 * DAY_MS), new Date(now - 30 * DAY_MS), new Date(now - 60 * DAY_MS), now],
    ),
  ]);
  const of = (d) => counters.filter((c) => c.dimension === d).map((c) => ({ name: c.key, count: Number(c.count) }));
  const byStatus = Object.fromEntries(STATUSES.map((s) => [s, 0]));
  for (const { name, count } of of('status')) if (name in byStatus) byStatus[name] = count;
  const total = Object.values(byStatus).reduce((a, b) => a + b, 0);
  const decided = byStatus.ACCEPTED + byStatus.REJECTED + byStatus.WAITLISTED;
  const lastMonth = Number(windows[0]?.last_month ?? 0);
  const previousMonth = Number(windows[0]?.previous_month ?? 0);
  return {
    total,
    byStatus,
    lastMonth,
    previousMonth,
    monthOverMonthChange: previousMonth === 0 ? 0 : oneDecimal(((lastMonth - previousMonth) / previousMonth) * 100),
    acceptanceRate: percent(byStatus.ACCEPTED, total),
    conversionRate: percent(byStatus.ACCEPTED + byStatus.WAITLISTED, total),
    inPipeline: byStatus.SUBMITTED + byStatus.UNDER_REVIEW + byStatus.VOTING,
    funnel: [
      { stage: 'Submitted', count: total },
      { stage: 'Under Review', count: byStatus.UNDER_REVIEW + byStatus.VOTING + decided },
      { stage: 'Voting', count: byStatus.VOTING + decided },
      { stage: 'Decision Made', count: decided },
    ],
    topIndustries: top(of('industry'), 5),
    topExpertise: top(of('expertise'), 5),
    stages: top(of('stage')),
  };
}

async function auditLogs(limit) {
  const { rows } = await db.audit.query(
    `select id, created_at, actor_email, action, entity, data from audit_log order by created_at desc, id desc limit $1`,
    [limit + 1],
  );
  const entries = rows.slice(0, limit).map((r) => ({
    id: r.id,
    createdAt: iso(r.created_at),
    actor: r.actor_email ? { email: r.actor_email } : null,
    action: r.action,
    entity: r.entity,
    meta: r.data && Object.keys(r.data).length > 0 ? JSON.stringify(r.data) : null,
  }));
  const last = entries.at(-1);
  return { entries, nextCursor: rows.length > limit && last ? `${last.createdAt}_${last.id}` : null };
}

function send(res, status, body, headers = {}) {
  const json = JSON.stringify(body);
  res.writeHead(status, {
    'content-type': 'application/json; charset=utf-8',
    'content-length': Buffer.byteLength(json),
    ...headers,
  });
  res.end(json);
}

async function route(req, res) {
  const url = new URL(req.url, 'http://x');
  const path = url.pathname;
  if (req.method !== 'GET') throw new HttpError(404, 'Not found');
  let m;
  if ((m = /^\/api\/applications\/([^/]+)\/status$/.exec(path))) return send(res, 200, await status(m[1]));
  if (path === '/api/health') return send(res, 200, { status: 'ok' });
  if (path === '/api/auth/me') {
    const user = await signedIn(req);
    return send(res, 200, { ...user, user });
  }
  if (path === '/api/okr/objectives') {
    await signedIn(req);
    return send(res, 200, await objectives());
  }
  if (path === '/api/applications') {
    await signedIn(req, REVIEWERS);
    const limit = Math.min(500, Math.max(1, Number(url.searchParams.get('limit') ?? 500)));
    const offset = Math.max(0, Number(url.searchParams.get('offset') ?? 0));
    const page = await listApplications(limit, offset);
    return send(res, 200, page.items, { 'x-total-count': String(page.total) });
  }
  if (path === '/api/applications/analytics') {
    await signedIn(req, REVIEWERS);
    return send(res, 200, await analytics());
  }
  if (path === '/api/admin/audit-logs') {
    await signedIn(req, ADMINS);
    const limit = Math.min(500, Math.max(1, Number(url.searchParams.get('limit') ?? 50)));
    const page = await auditLogs(limit);
    return send(res, 200, page.entries, page.nextCursor ? { 'x-next-cursor': page.nextCursor } : {});
  }
  throw new HttpError(404, 'Not found');
}

const server = createServer((req, res) => {
  route(req, res).catch((error) => {
    const status = error instanceof HttpError ? error.status : 500;
    if (status === 500) console.error(error);
    send(res, status, { statusCode: status, message: error.message });
  });
});
server.keepAliveTimeout = 65_000;
server.listen(Number(env.PORT ?? 0), env.HOST ?? '127.0.0.1', () => {
  const address = server.address();
  console.log(JSON.stringify({ listening: address.port }));
});
const stop = () => {
  server.close();
  void Promise.all(Object.values(db).map((p) => p.end())).finally(() => process.exit(0));
  setTimeout(() => process.exit(0), 2_000).unref();
};
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
