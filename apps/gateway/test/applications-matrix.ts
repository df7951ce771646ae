import { adminOnly, anyone, reviewers, type MatrixRow } from './matrix-helpers.js';

const UNKNOWN_APPLICATION = 'AAAAAAAAAAAAAAAAAAAAAAAA';

/** The applications' rows of the authorization matrix (PRODUCT.md section 3). */
export const APPLICATIONS_MATRIX: readonly MatrixRow[] = [
  { method: 'POST', route: '/api/applications/submit', body: { applicantName: 'A' }, expect: anyone(400) },
  {
    method: 'GET',
    route: '/api/applications/{id}/status',
    path: `/api/applications/${UNKNOWN_APPLICATION}/status`,
    expect: anyone(404),
  },
  { method: 'GET', route: '/api/applications', path: '/api/applications?limit=1', expect: reviewers(200) },
  { method: 'GET', route: '/api/applications/analytics', expect: reviewers(200) },
  {
    method: 'POST',
    route: '/api/applications/{id}/vote',
    path: `/api/applications/${UNKNOWN_APPLICATION}/vote`,
    body: { vote: 'MAYBE' },
    expect: reviewers(400),
  },
  {
    method: 'GET',
    route: '/api/applications/{id}',
    path: `/api/applications/${UNKNOWN_APPLICATION}`,
    expect: reviewers(404),
  },
  {
    method: 'GET',
    route: '/api/applications/{id}/comments',
    path: `/api/applications/${UNKNOWN_APPLICATION}/comments`,
    expect: reviewers(404),
  },
  {
    method: 'POST',
    route: '/api/applications/{id}/comments',
    path: `/api/applications/${UNKNOWN_APPLICATION}/comments`,
    body: { comment: '' },
    expect: reviewers(400),
  },
  {
    method: 'POST',
    route: '/api/applications/{id}/recuse',
    path: `/api/applications/${UNKNOWN_APPLICATION}/recuse`,
    body: {},
    expect: reviewers(404),
  },
  {
    method: 'DELETE',
    route: '/api/applications/{id}/recuse',
    path: `/api/applications/${UNKNOWN_APPLICATION}/recuse`,
    expect: reviewers(404),
  },
  {
    method: 'PATCH',
    route: '/api/applications/{id}/status',
    path: `/api/applications/${UNKNOWN_APPLICATION}/status`,
    body: { status: 'NOPE' },
    expect: adminOnly(400),
  },
];
