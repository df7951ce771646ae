/**
 * The gateway's read paths the bench measures (and profiles), and the admin sign-in their
 * signed-in requests use.
 */
import { DEFAULT_ADMIN_PASSWORD, identityEnvSchema } from '@warroom/config';
import { z } from 'zod';
import { BENCH_MEMBER_EMAIL } from '../seed/members.ts';
import { query } from './db.ts';

export type Read = {
  readonly label: string;
  readonly path: string;
  /** Read by a member of the directory (seed/members.ts) rather than the default admin, who sees every profile. */
  readonly asMember?: boolean;
};

/** In the order they are measured (and written to results.json). */
export const READS = {
  status: { label: 'GET /api/applications/{id}/status', path: '/api/applications/x/status' },
  me: { label: 'GET /api/auth/me', path: '/api/auth/me' },
  objectives: { label: 'GET /api/okr/objectives', path: '/api/okr/objectives' },
  list: { label: 'GET /api/applications?limit=50', path: '/api/applications?limit=50' },
  analytics: { label: 'GET /api/applications/analytics', path: '/api/applications/analytics' },
  auditLogs: { label: 'GET /api/admin/audit-logs', path: '/api/admin/audit-logs' },
  // Issue 31: the directory's first page (the default limit, 100), a search whose last word is
  // a prefix ('platf': platform, in a fifth of the seeded profiles) and two filters.
  members: { label: 'GET /api/members', path: '/api/members', asMember: true },
  membersSearch: { label: 'GET /api/members?q=platf', path: '/api/members?q=platf', asMember: true },
  membersFiltered: {
    label: 'GET /api/members?expertise=Security&stage=FOUNDER',
    path: '/api/members?expertise=Security&stage=FOUNDER',
    asMember: true,
  },
} as const satisfies Record<string, Read>;
export type ReadName = keyof typeof READS;

export function isReadName(name: string): name is ReadName {
  return name in READS;
}

export const READ_NAMES: readonly ReadName[] = Object.keys(READS).filter(isReadName);

/** The status path of one application. */
export const statusPath = (id: string): string => `/api/applications/${id}/status`;

/** The admin identity creates on its first start (its configuration's defaults). */
const { ADMIN_EMAIL } = identityEnvSchema.parse({});
const ADMIN_PASSWORD = DEFAULT_ADMIN_PASSWORD;

/**
 * Signs the default admin in (or a seeded account: they share the admin's password hash);
 * returns the `warroom_session=...` cookie.
 */
export async function login(baseUrl: string, email: string = ADMIN_EMAIL): Promise<string> {
  const res = await fetch(new URL('/api/auth/login', baseUrl), {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password: ADMIN_PASSWORD }),
  });
  if (res.status !== 200) throw new Error(`login of ${email} failed: ${res.status} ${await res.text()}`);
  const cookie = res.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .find((c) => c.startsWith('warroom_session='));
  if (!cookie) throw new Error('admin login set no session cookie');
  return cookie;
}

/** The session cookies the reads are made with: the default admin's and the directory member's. */
export type Cookies = { readonly admin: string; readonly member: string };

/** Signs both in (after the seed: the member is one of its accounts). */
export const signIn = async (baseUrl: string): Promise<Cookies> => ({
  admin: await login(baseUrl),
  member: await login(baseUrl, BENCH_MEMBER_EMAIL),
});

/** The cookie `read` is made with. */
export const cookieFor = (read: Read, cookies: Cookies): string => (read.asMember ? cookies.member : cookies.admin);

const idRow = z.object({ id: z.string() });

/** 2,000 application ids in random order, for the status reads. */
export const someIds = async (appsUrl: string): Promise<string[]> =>
  (await query(appsUrl, 'select id from applications order by random() limit 2000', idRow)).map((r) => r.id);

/** Each read path as one request of it: its path (one application's status) and the cookie it is made with. */
export const requestsOf = (
  ids: readonly string[],
  cookies: Cookies,
): Record<ReadName, { path: string; cookie: string }> =>
  Object.fromEntries(
    READ_NAMES.map((n) => [
      n,
      { path: n === 'status' ? statusPath(ids[0] ?? 'x') : READS[n].path, cookie: cookieFor(READS[n], cookies) },
    ]),
  ) as Record<ReadName, { path: string; cookie: string }>;
