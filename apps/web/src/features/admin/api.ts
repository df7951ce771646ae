import {
  auditOps,
  type CreateInvitationBody,
  type CreateUserBody,
  identityOps,
  type Invitation,
  invitationOps,
  InvitationStatus,
  PAGE_LIMIT_MAX,
  type UpdateUserBody,
} from '@warroom/contracts';
import type { AuditLogFilters } from '../../shared/query-keys';
import { callApi, fetchPage } from '../../lib/api';

/** SPEC.md section 9: the audit log shows the first 50 entries. */
export const AUDIT_LOG_ROWS = 50;

export function createUser(body: CreateUserBody) {
  return callApi(identityOps.createUser, { body });
}

export type UpdateUserRequest = { id: string; changes: UpdateUserBody };

export function updateUser({ id, changes }: UpdateUserRequest) {
  return callApi(identityOps.updateUser, { params: { id }, body: changes });
}

/** The greatest UUID: a cursor at the end of a range keeps every entry of its last instant. */
const LAST_ID = 'ffffffff-ffff-ffff-ffff-ffffffffffff';

/**
 * GET /api/admin/audit-logs?limit=50 with the filters that are set (each an exact match). The
 * end of a date range is the page's cursor (`before`); its start is kept here: the page is
 * newest first, so the entries from the start on are its head, all of them when it is shorter.
 */
export async function fetchAuditLogs(filters: AuditLogFilters, signal?: AbortSignal) {
  const query: Record<string, string | number> = { limit: AUDIT_LOG_ROWS };
  for (const key of ['action', 'actor', 'entity'] as const) {
    const value = filters[key].trim();
    if (value) query[key] = value;
  }
  if (filters.to) query.before = `${filters.to}_${LAST_ID}`;
  const entries = await callApi(auditOps.list, { query }, { signal });
  const from = filters.from ? Date.parse(filters.from) : Number.NEGATIVE_INFINITY;
  return entries.filter((entry) => Date.parse(entry.createdAt) >= from);
}

export function createInvitation(body: CreateInvitationBody) {
  return callApi(invitationOps.create, { body });
}

/** A new link and email; the old link stops working. */
export function resendInvitation(id: string) {
  return callApi(invitationOps.resend, { params: { id } });
}

export function revokeInvitation(id: string) {
  return callApi(invitationOps.revoke, { params: { id } });
}

/**
 * The PENDING invitation of `email` (matched whatever its case), looked for in the invitations
 * list, newest first, a page of 500 at a time: the one to send again when inviting the email
 * again is refused (409, PRODUCT.md section 9). A live invitation is a recent one, so the first
 * page nearly always has it.
 */
export async function findPendingInvitation(email: string, signal?: AbortSignal): Promise<Invitation | null> {
  const wanted = email.trim().toLowerCase();
  for (let offset = 0; ;) {
    const page = await fetchPage(invitationOps.list, undefined, { limit: PAGE_LIMIT_MAX, offset }, signal);
    const found = page.items.find(
      (invitation) => invitation.status === InvitationStatus.Pending && invitation.email.toLowerCase() === wanted,
    );
    if (found) return found;
    offset += page.items.length;
    if (page.items.length === 0 || offset >= page.total) return null;
  }
}
