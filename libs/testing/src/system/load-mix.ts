/** What a load client asks for: reads and writes of the product, mixed by weight (reads about 70%). */
import { randomUUID } from 'node:crypto';
import { applicationBody, randomClientAddress } from '../fixtures.js';

export type OperationKind =
  | 'me'
  | 'listObjectives'
  | 'listApplications'
  | 'applicationStatus'
  | 'auditLogs'
  | 'createObjective'
  | 'patchObjective'
  | 'submit'
  | 'vote'
  | 'comment';

export const READS: ReadonlySet<OperationKind> = new Set([
  'me',
  'listObjectives',
  'listApplications',
  'applicationStatus',
  'auditLogs',
]);

/** One request to send. */
export type Call = {
  readonly kind: OperationKind;
  readonly method: string;
  readonly path: string;
  /** The route, ids replaced by placeholders. */
  readonly route: string;
  readonly json?: unknown;
  readonly headers?: Record<string, string>;
  /** A write's unique marker: a title, an email, a comment, a vote reason. */
  readonly marker?: string;
  /** What the write is about (the objective patched, the application voted on...). */
  readonly target?: string;
  readonly actorEmail?: string;
};

/**
 * What a client's next call depends on: its user, the objectives it created (it patches only
 * those) and the applications it submitted (it comments on those, so that no application's
 * comment thread, which every answer about it carries, grows all along).
 */
export type MixState = {
  readonly index: number;
  readonly email: string;
  readonly role: 'ADMIN' | 'CTO';
  /** Applications under review, shared by the clients: voted on, commented on, looked up. */
  readonly reviewable: readonly string[];
  readonly objectives: readonly string[];
  readonly submitted: readonly string[];
  /** Objectives the client creates at most; then it patches them instead. */
  readonly maxObjectives: number;
};

/** The weight of each operation in the mix. */
const MIX: ReadonlyArray<readonly [OperationKind, number]> = [
  ['me', 14],
  ['listObjectives', 10],
  ['listApplications', 14],
  ['applicationStatus', 18],
  ['auditLogs', 14],
  ['createObjective', 5],
  ['patchObjective', 5],
  ['submit', 8],
  ['vote', 6],
  ['comment', 6],
];
const MIX_TOTAL = MIX.reduce((sum, [, weight]) => sum + weight, 0);

function pick<T>(items: readonly T[]): T {
  return items[Math.floor(Math.random() * items.length)]!;
}

/** A call drawn at random from the mix. */
export function nextCall(state: MixState): Call {
  let roll = Math.random() * MIX_TOTAL;
  let kind: OperationKind = 'me';
  for (const [candidate, weight] of MIX) {
    roll -= weight;
    if (roll < 0) {
      kind = candidate;
      break;
    }
  }
  return call(state, kind);
}

/** The call of one kind (the mix draws the kind; a probe names it). */
export function call(state: MixState, kind: OperationKind): Call {
  const tag = `${state.index}-${randomUUID()}`;
  const known = [...state.reviewable, ...state.submitted.slice(-20)];
  switch (kind) {
    case 'me':
      return { kind, method: 'GET', path: '/api/auth/me', route: '/api/auth/me' };
    case 'listObjectives':
      return { kind, method: 'GET', path: '/api/okr/objectives', route: '/api/okr/objectives' };
    case 'listApplications':
      return { kind, method: 'GET', path: '/api/applications?limit=20', route: '/api/applications?limit=20' };
    case 'applicationStatus': {
      const id = pick(known);
      return {
        kind,
        method: 'GET',
        path: `/api/applications/${id}/status`,
        route: '/api/applications/{id}/status',
        headers: { 'x-forwarded-for': randomClientAddress() },
        target: id,
      };
    }
    case 'auditLogs':
      // Only an ADMIN may read the audit log: a CTO client reads who it is instead.
      if (state.role !== 'ADMIN') return call(state, 'me');
      return { kind, method: 'GET', path: '/api/admin/audit-logs?limit=20', route: '/api/admin/audit-logs?limit=20' };
    case 'createObjective': {
      if (state.objectives.length >= state.maxObjectives) return call(state, 'patchObjective');
      const title = `Objective ${tag}`;
      return {
        kind,
        method: 'POST',
        path: '/api/okr/objectives',
        route: '/api/okr/objectives',
        marker: title,
        json: {
          title,
          description: 'Written by the resilience load.',
          keyResults: [
            { title: `KR one ${tag}`, current: 1, target: 10, unit: 'deals' },
            { title: `KR two ${tag}`, current: 0, target: 5, unit: 'hires' },
          ],
        },
      };
    }
    case 'patchObjective': {
      const id = state.objectives.at(-1 - Math.floor(Math.random() * Math.min(3, state.objectives.length)));
      if (!id) return call(state, 'createObjective');
      const title = `Renamed ${tag}`;
      return {
        kind,
        method: 'PATCH',
        path: `/api/okr/objectives/${id}`,
        route: '/api/okr/objectives/{id}',
        marker: title,
        target: id,
        json: { title },
      };
    }
    case 'submit': {
      const email = `load-${tag}@example.com`;
      return {
        kind,
        method: 'POST',
        path: '/api/applications/submit',
        route: '/api/applications/submit',
        marker: email,
        headers: { 'x-forwarded-for': randomClientAddress() },
        json: applicationBody({ applicantEmail: email }),
      };
    }
    case 'vote': {
      const reason = `Vote ${tag}`;
      const json = { vote: Math.random() < 0.5 ? 'APPROVE' : 'REJECT', reason };
      return reviewerWrite(state, kind, pick(state.reviewable), reason, json);
    }
    case 'comment': {
      const id = state.submitted.length > 0 ? pick(state.submitted.slice(-5)) : pick(state.reviewable);
      const comment = `Comment ${tag}`;
      return reviewerWrite(state, kind, id, comment, { comment });
    }
  }
}

/** A reviewer's write about an application: a vote (`/vote`) or a comment (`/comments`). */
function reviewerWrite(state: MixState, kind: 'vote' | 'comment', id: string, marker: string, json: unknown): Call {
  const segment = kind === 'vote' ? 'vote' : 'comments';
  return {
    kind,
    method: 'POST',
    path: `/api/applications/${id}/${segment}`,
    route: `/api/applications/{id}/${segment}`,
    marker,
    target: id,
    actorEmail: state.email,
    json,
  };
}
