import {
  type ApplicationStatus,
  applicationOps,
  auditOps,
  dashboardOp,
  decisionOps,
  documentOps,
  identityOps,
  initiativeOps,
  meetingOps,
  memberOps,
  metricOps,
  okrOps,
  pathOf,
} from '@warroom/contracts';
import { meKey } from './me-key';
import { publicQueryKeys } from './public-query-keys';

/** The filters of the review list; empty values are left out of the request. */
export type ApplicationFilters = { q: string; status: ApplicationStatus | ''; needsMyVote: boolean };

/**
 * The filters of the audit log; empty values are left out of the request. `from` and `to` are
 * instants (ISO), the range's first and last moment.
 */
export type AuditLogFilters = { action: string; actor: string; entity: string; from: string; to: string };

/** The directory's search and filters (`members-address.ts`); empty values are left out of the request. */
export type MemberFilters = {
  q: string;
  expertise: readonly string[];
  industry: string;
  stage: string;
  openTo: readonly string[];
};

/** What a key needs of an operation's declaration. */
type DeclaredPath = { readonly http: { readonly path: string } };

/** A list without filters of its own: `{}` in its key. */
const NO_FILTERS = {} as const;

/** The collection paths the keys start with, from the operations' declarations. */
const APPLICATIONS = applicationOps.list.http.path;
const AUDIT_LOGS = auditOps.list.http.path;
const OBJECTIVES = okrOps.objectives.list.http.path;
const INITIATIVES = initiativeOps.list.http.path;
const DECISIONS = decisionOps.list.http.path;
const METRICS = metricOps.list.http.path;
const MEETINGS = meetingOps.list.http.path;
const DOCUMENTS = documentOps.list.http.path;
const MEMBERS = memberOps.list.http.path;

/** The keys of a portal record kind, by its collection path. */
export function recordKeys<const Path extends string>(path: Path) {
  return {
    /** Prefix of every query of the kind: the list, searches and details. */
    all: () => [path] as const,
    list: () => [path, NO_FILTERS] as const,
    detail: (id: string) => [path, encodeURIComponent(id)] as const,
  };
}

/**
 * Every query key of the app. A key is the API path split into parts, so the default
 * query function can GET the parts joined by slashes (SPEC.md section 7). A trailing
 * object holds query parameters; those queries bring their own fetcher.
 *
 * A paged list (PRODUCT.md section 2) is `[path, filters]`, `{}` when it has none: its pages
 * live in one infinite query. `[path, {}]` used as a filter matches every list of that path
 * whatever its filters (TanStack matches objects partially) and never a detail `[path, id]`.
 */
export const queryKeys = {
  auth: {
    me: meKey,
    loginHint: publicQueryKeys.loginHint,
  },
  /** GET /api/dashboard: the four figures and two lists, counted by the server. */
  dashboard: () => [dashboardOp.http.path] as const,
  applications: {
    /** Prefix of every applications query: lists, comments, analytics and status lookups. */
    all: () => [APPLICATIONS] as const,
    list: (filters: ApplicationFilters) => [APPLICATIONS, filters] as const,
    /** How many wait for the caller's vote (the sidebar and the filter): one item read for its X-Total-Count. */
    needsMyVoteCount: () => [APPLICATIONS, { needsMyVote: true, limit: 1 }] as const,
    analytics: () => [APPLICATIONS, 'analytics'] as const,
    status: publicQueryKeys.applicationStatus,
    /** One application's comments, oldest first, a page at a time. */
    comments: (id: string) => [APPLICATIONS, encodeURIComponent(id), 'comments'] as const,
    /** One application, as the caller may see it: the one its address (`/applications?id=`) opens. */
    detail: (id: string) => [APPLICATIONS, encodeURIComponent(id)] as const,
  },
  admin: {
    users: () => [identityOps.listUsers.http.path, NO_FILTERS] as const,
    /** Prefix of every audit log query, whatever its filters. */
    auditLogs: () => [AUDIT_LOGS] as const,
    auditLogList: (filters: AuditLogFilters) => [AUDIT_LOGS, filters] as const,
  },
  /**
   * The keys of operations that only lazily loaded screens import (invitations): the
   * operation is passed in, so this factory, in the first chunk, does not load their declarations.
   */
  byOperation: {
    /** A list without filters of its own. */
    list: (operation: DeclaredPath) => [operation.http.path, NO_FILTERS] as const,
    /** What is looked for in such a list (the pending invitation of an email): under its `list` key's match. */
    lookup: (operation: DeclaredPath, filters: Readonly<Record<string, string>>) =>
      [operation.http.path, filters] as const,
    /** One resource: its path with the parameters filled in, as one part. */
    one: (operation: DeclaredPath, params: Record<string, string>) => [pathOf(operation.http.path, params)] as const,
  },
  /** The objectives list (/okr) and one objective with its key results. */
  okr: recordKeys(OBJECTIVES),
  initiatives: recordKeys(INITIATIVES),
  decisions: {
    ...recordKeys(DECISIONS),
    /** The first decisions whose title holds `q` ('Superseded by' in the form). */
    search: (q: string) => [DECISIONS, { q }] as const,
  },
  metrics: recordKeys(METRICS),
  meetings: recordKeys(MEETINGS),
  documents: recordKeys(DOCUMENTS),
  /** The directory (its searches and filters) and one profile, one's own included. */
  members: {
    ...recordKeys(MEMBERS),
    search: (filters: MemberFilters) => [MEMBERS, filters] as const,
  },
} as const;
