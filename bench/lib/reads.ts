/**
 * The gateway's read paths the bench measures (and profiles), and the admin sign-in their
 * signed-in requests use.
 */
import { DEFAULT_ADMIN_PASSWORD, identityEnvSchema } from '@warroom/config';
import { z } from 'zod';
import { query } from './db.ts';

export type Read = { readonly label: string; readonly path: string };

/** In the order they are measured (and written to results.json). */
export const READS = {
  status: { label: 'GET /api/applications/{id}/status', path: '/api/applications/x/status' },
  me: { label: 'GET /api/auth/me', path: '/api/auth/me' },
  objectives: { label: 'GET /api/okr/objectives', path: '/api/okr/objectives' },
  list: { label: 'GET /api/applications?limit=50', path: '/api/applications?limit=50' },
  analytics: { label: 'GET /api/applications/analytics', path: '/api/applications/analytics' },
  auditLogs: { label: 'GET /api/admin/audit-logs', path: '/api/admin/audit-logs' },
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

/** Signs the default admin in; returns the `warroom_session=...` cookie. */
export async function login(baseUrl: string): Promise<string> {
  const res = await fetch(new URL('/api/auth/login', baseUrl), {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: ADMIN_EMAIL, password: ADMIN_PASSWORD }),
  });
  if (res.status !== 200) throw new Error(`admin login failed: ${res.status} ${await res.text()}`);
  const cookie = res.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .find((c) => c.startsWith('warroom_session='));
  if (!cookie) throw new Error('admin login set no session cookie');
  return cookie;
}

const idRow = z.object({ id: z.string() });

/** 2,000 application ids in random order, for the status reads. */
export const someIds = async (appsUrl: string): Promise<string[]> =>
  (await query(appsUrl, 'select id from applications order by random() limit 2000', idRow)).map((r) => r.id);
