import type { AuditEntryView, CreateUserBody, UpdateUserBody, User } from '@warroom/contracts';
import type { AuditLogFilters } from '../../app/query-keys';
import { http } from '../../lib/http';

/** SPEC.md section 9: the audit log shows the first 50 entries. */
export const AUDIT_LOG_ROWS = 50;

export function createUser(body: CreateUserBody): Promise<User> {
  return http<User>('/api/admin/users', { method: 'POST', body });
}

export type UpdateUserRequest = { id: string; changes: UpdateUserBody };

export function updateUser({ id, changes }: UpdateUserRequest): Promise<User> {
  return http<User>(`/api/admin/users/${encodeURIComponent(id)}`, { method: 'PATCH', body: changes });
}

/** GET /api/admin/audit-logs?limit=50 with the filters that are set (each an exact match). */
export function fetchAuditLogs(filters: AuditLogFilters, signal?: AbortSignal): Promise<AuditEntryView[]> {
  const params = new URLSearchParams({ limit: String(AUDIT_LOG_ROWS) });
  for (const key of ['action', 'actor', 'entity'] as const) {
    const value = filters[key].trim();
    if (value) params.set(key, value);
  }
  return http<AuditEntryView[]>(`/api/admin/audit-logs?${params.toString()}`, { signal });
}
