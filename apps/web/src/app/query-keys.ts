import type { ApplicationStatus } from '@warroom/contracts';

/** The filters of the review list; empty values are left out of the request. */
export type ApplicationFilters = { q: string; status: ApplicationStatus | '' };

/** The filters of the audit log; empty values are left out of the request. */
export type AuditLogFilters = { action: string; actor: string; entity: string };

/**
 * Every query key of the app. A key is the API path split into parts, so the default
 * query function can GET the parts joined by slashes (SPEC.md section 7). A trailing
 * object holds query parameters; those queries bring their own fetcher.
 */
export const queryKeys = {
  auth: {
    me: () => ['/api/auth/me'] as const,
    loginHint: () => ['/api/auth/login-hint'] as const,
  },
  applications: {
    /** Prefix of every applications query: list, analytics and status lookups. */
    all: () => ['/api/applications'] as const,
    list: (filters: ApplicationFilters) => ['/api/applications', filters] as const,
    analytics: () => ['/api/applications', 'analytics'] as const,
    status: (id: string) => ['/api/applications', encodeURIComponent(id), 'status'] as const,
  },
  admin: {
    users: () => ['/api/admin/users'] as const,
    /** Prefix of every audit log query, whatever its filters. */
    auditLogs: () => ['/api/admin/audit-logs'] as const,
    auditLogList: (filters: AuditLogFilters) => ['/api/admin/audit-logs', filters] as const,
  },
  okr: {
    /** The objectives list (dashboard and /okr). Invalidate it with `exact: true`: details share the prefix. */
    objectives: () => ['/api/okr/objectives'] as const,
    objective: (id: string) => ['/api/okr/objectives', encodeURIComponent(id)] as const,
  },
  initiatives: {
    /** The list (dashboard and /initiatives). Invalidate it with `exact: true`: details share the prefix. */
    list: () => ['/api/initiatives'] as const,
    detail: (id: string) => ['/api/initiatives', encodeURIComponent(id)] as const,
  },
  decisions: {
    list: () => ['/api/decisions'] as const,
    detail: (id: string) => ['/api/decisions', encodeURIComponent(id)] as const,
  },
  metrics: {
    list: () => ['/api/metrics'] as const,
    detail: (id: string) => ['/api/metrics', encodeURIComponent(id)] as const,
  },
  meetings: {
    list: () => ['/api/meetings'] as const,
    detail: (id: string) => ['/api/meetings', encodeURIComponent(id)] as const,
  },
  documents: {
    list: () => ['/api/documents'] as const,
    detail: (id: string) => ['/api/documents', encodeURIComponent(id)] as const,
  },
} as const;
