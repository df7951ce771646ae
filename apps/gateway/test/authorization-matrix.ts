import type { Role } from '@warroom/contracts';

export type Caller = 'nobody' | Role;
export const CALLERS: readonly Caller[] = ['nobody', 'MEMBER', 'CTO', 'CEO', 'ADMIN'];

export type MatrixRow = {
  method: 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE';
  /** The path as the API reference names it, `{id}` for parameters. */
  route: string;
  /** A concrete path to call; defaults to `route`. */
  path?: string;
  /** A body that passes access but fails validation where possible, so that a row changes nothing. */
  body?: unknown;
  expect: Record<Caller, number>;
};

const UNKNOWN_ID = '00000000-0000-4000-8000-000000000000';

const anyone = (status: number): Record<Caller, number> => ({
  nobody: status,
  MEMBER: status,
  CTO: status,
  CEO: status,
  ADMIN: status,
});
const signedInAll = (status: number): Record<Caller, number> => ({ ...anyone(status), nobody: 401 });
const adminOnly = (status: number): Record<Caller, number> => ({
  nobody: 401,
  MEMBER: 403,
  CTO: 403,
  CEO: 403,
  ADMIN: status,
});

/**
 * PRODUCT.md section 3 as data: every route the gateway serves, and the status each
 * kind of caller gets. The route inventory test fails when a route is missing here.
 */
export const AUTHORIZATION_MATRIX: readonly MatrixRow[] = [
  { method: 'GET', route: '/api/health', expect: anyone(200) },
  { method: 'POST', route: '/api/auth/login', body: { email: 'not-an-email' }, expect: anyone(400) },
  { method: 'GET', route: '/api/auth/login-hint', expect: anyone(200) },
  { method: 'GET', route: '/api/auth/me', expect: signedInAll(200) },
  { method: 'POST', route: '/api/auth/logout', body: {}, expect: signedInAll(200) },
  { method: 'POST', route: '/api/profile/update-theme', body: { theme: 'purple' }, expect: signedInAll(400) },
  { method: 'POST', route: '/api/profile/change-password', body: {}, expect: signedInAll(400) },
  { method: 'GET', route: '/api/admin/users', expect: adminOnly(200) },
  { method: 'POST', route: '/api/admin/users', body: {}, expect: adminOnly(400) },
  {
    method: 'PATCH',
    route: '/api/admin/users/{id}',
    path: `/api/admin/users/${UNKNOWN_ID}`,
    body: { role: 'NOT_A_ROLE' },
    expect: adminOnly(400),
  },
  { method: 'GET', route: '/api/admin/audit-logs', expect: adminOnly(200) },
];
