import { reviewers, signedInAll, UNKNOWN_ID, type MatrixRow } from './matrix-helpers.js';

/**
 * The five routes of a portal record: reads for every signed-in role, writes for CTO, CEO
 * and ADMIN. Writes send a body that fails validation or name an unknown id, so no row
 * changes anything.
 */
function recordRows(base: string): MatrixRow[] {
  const one = `${base}/{id}`;
  const unknown = `${base}/${UNKNOWN_ID}`;
  return [
    { method: 'GET', route: base, expect: signedInAll(200) },
    { method: 'POST', route: base, body: {}, expect: reviewers(400) },
    { method: 'GET', route: one, path: unknown, expect: signedInAll(404) },
    { method: 'PATCH', route: one, path: unknown, body: {}, expect: reviewers(400) },
    { method: 'DELETE', route: one, path: unknown, expect: reviewers(404) },
  ];
}

/** The portal's rows of the authorization matrix (PRODUCT.md section 3). */
export const PORTAL_MATRIX: readonly MatrixRow[] = [
  { method: 'GET', route: '/api/dashboard', expect: signedInAll(200) },
  ...recordRows('/api/okr/objectives'),
  {
    method: 'POST',
    route: '/api/okr/objectives/{id}/key-results',
    path: `/api/okr/objectives/${UNKNOWN_ID}/key-results`,
    body: { title: 'kr', target: 0 },
    expect: reviewers(400),
  },
  {
    method: 'PATCH',
    route: '/api/okr/key-results/{id}',
    path: `/api/okr/key-results/${UNKNOWN_ID}`,
    body: {},
    expect: reviewers(400),
  },
  {
    method: 'DELETE',
    route: '/api/okr/key-results/{id}',
    path: `/api/okr/key-results/${UNKNOWN_ID}`,
    expect: reviewers(404),
  },
  ...recordRows('/api/initiatives'),
  ...recordRows('/api/decisions'),
  // Whether an export answers 200 or 404 depends on the data; an unknown query parameter is 400 either way.
  { method: 'GET', route: '/api/decisions/export', path: '/api/decisions/export?format=pdf', expect: signedInAll(400) },
  ...recordRows('/api/metrics'),
  {
    method: 'POST',
    route: '/api/metrics/{id}/points',
    path: `/api/metrics/${UNKNOWN_ID}/points`,
    body: { value: 'high' },
    expect: reviewers(400),
  },
  { method: 'GET', route: '/api/metrics/export', path: '/api/metrics/export?format=xlsx', expect: signedInAll(400) },
  ...recordRows('/api/meetings'),
  {
    method: 'GET',
    route: '/api/meetings/{id}/calendar.ics',
    path: `/api/meetings/${UNKNOWN_ID}/calendar.ics`,
    expect: signedInAll(404),
  },
  // PRODUCT.md section 20: live sessions and the answers to them, for every signed-in role.
  { method: 'GET', route: '/api/sessions', expect: signedInAll(200) },
  {
    method: 'POST',
    route: '/api/sessions/{id}/rsvp',
    path: `/api/sessions/${UNKNOWN_ID}/rsvp`,
    body: {},
    expect: signedInAll(400),
  },
  ...recordRows('/api/documents'),
];
