import type { ApplicationStatus } from '@warroom/contracts';

/** The filters of the review list; empty values are left out of the request. */
export type ApplicationFilters = { q: string; status: ApplicationStatus | '' };

/** The filters of the audit log; empty values are left out of the request. */
export type AuditLogFilters = { action: string; actor: string; entity: string };

/** A list without filters of its own: `{}` in its key. */
const NO_FILTERS = {} as const;

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
    me: () => ['/api/auth/me'] as const,
    loginHint: () => ['/api/auth/login-hint'] as const,
  },
  /** GET /api/dashboard: the four figures and two lists, counted by the server. */
  dashboard: () => ['/api/dashboard'] as const,
  applications: {
    /** Prefix of every applications query: lists, comments, analytics and status lookups. */
    all: () => ['/api/applications'] as const,
    list: (filters: ApplicationFilters) => ['/api/applications', filters] as const,
    analytics: () => ['/api/applications', 'analytics'] as const,
    status: (id: string) => ['/api/applications', encodeURIComponent(id), 'status'] as const,
    /** One application's comments, oldest first, a page at a time. */
    comments: (id: string) => ['/api/applications', encodeURIComponent(id), 'comments'] as const,
  },
  admin: {
    users: () => ['/api/admin/users', NO_FILTERS] as const,
    /** Prefix of every audit log query, whatever its filters. */
    auditLogs: () => ['/api/admin/audit-logs'] as const,
    auditLogList: (filters: AuditLogFilters) => ['/api/admin/audit-logs', filters] as const,
  },
  okr: {
    /** The objectives list (/okr). */
    objectives: () => ['/api/okr/objectives', NO_FILTERS] as const,
    objective: (id: string) => ['/api/okr/objectives', encodeURIComponent(id)] as const,
  },
  initiatives: {
    list: () => ['/api/initiatives', NO_FILTERS] as const,
    detail: (id: string) => ['/api/initiatives', encodeURIComponent(id)] as const,
  },
  decisions: {
    /** Prefix of every decision query: the list, searches and details. */
    all: () => ['/api/decisions'] as const,
    list: () => ['/api/decisions', NO_FILTERS] as const,
    /** The first decisions whose title holds `q` ('Superseded by' in the form). */
    search: (q: string) => ['/api/decisions', { q }] as const,
    detail: (id: string) => ['/api/decisions', encodeURIComponent(id)] as const,
  },
  metrics: {
    list: () => ['/api/metrics', NO_FILTERS] as const,
    detail: (id: string) => ['/api/metrics', encodeURIComponent(id)] as const,
  },
  meetings: {
    list: () => ['/api/meetings', NO_FILTERS] as const,
    detail: (id: string) => ['/api/meetings', encodeURIComponent(id)] as const,
  },
  documents: {
    list: () => ['/api/documents', NO_FILTERS] as const,
    detail: (id: string) => ['/api/documents', encodeURIComponent(id)] as const,
  },
} as const;
