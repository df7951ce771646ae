import { adminOnly, anyone, signedInAll, UNKNOWN_ID, type MatrixRow } from './matrix-helpers.js';
import { APPLICATIONS_MATRIX } from './applications-matrix.js';
import { PORTAL_MATRIX } from './portal-matrix.js';

export { CALLERS, type Caller, type MatrixRow } from './matrix-helpers.js';

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
  { method: 'PATCH', route: '/api/profile', body: { visibility: 'EVERYONE' }, expect: signedInAll(400) },
  { method: 'GET', route: '/api/members', expect: signedInAll(200) },
  { method: 'GET', route: '/api/members/{id}', path: `/api/members/${UNKNOWN_ID}`, expect: signedInAll(404) },
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
  {
    method: 'GET',
    route: '/api/admin/audit-logs/export',
    path: '/api/admin/audit-logs/export?action=none.such',
    expect: adminOnly(200),
  },
  // PRODUCT.md sections 9 and 10: links with a token are for anyone; managing invitations is for admins.
  { method: 'GET', route: '/api/invitations/{token}', path: '/api/invitations/never-issued', expect: anyone(404) },
  {
    method: 'POST',
    route: '/api/invitations/{token}/accept',
    path: '/api/invitations/never-issued/accept',
    body: { password: 'long-enough-password' },
    expect: anyone(404),
  },
  { method: 'GET', route: '/api/admin/invitations', expect: adminOnly(200) },
  { method: 'POST', route: '/api/admin/invitations', body: { email: 'not-an-email' }, expect: adminOnly(400) },
  {
    method: 'POST',
    route: '/api/admin/invitations/{id}/resend',
    path: `/api/admin/invitations/${UNKNOWN_ID}/resend`,
    expect: adminOnly(404),
  },
  {
    method: 'DELETE',
    route: '/api/admin/invitations/{id}',
    path: `/api/admin/invitations/${UNKNOWN_ID}`,
    expect: adminOnly(404),
  },
  { method: 'POST', route: '/api/auth/forgot-password', body: { email: 'not-an-email' }, expect: anyone(400) },
  {
    method: 'POST',
    route: '/api/auth/reset-password',
    body: { token: 'never-issued', password: 'long-enough-password' },
    expect: anyone(404),
  },
  ...APPLICATIONS_MATRIX,
  ...PORTAL_MATRIX,
];
