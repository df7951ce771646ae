import { z } from 'zod';
import { keysetCursorSchema } from './paging.js';

export const AUDIT_PAGE_DEFAULT = 50;
export const AUDIT_PAGE_MAX = 500;

/** `before` is the cursor of the last entry of the previous page: `<createdAt ISO>_<id>`. */
export const auditCursorSchema = keysetCursorSchema('before must be a cursor from X-Next-Cursor');

export const auditLogQuerySchema = z.object({
  limit: z.coerce.number().int().min(1).max(AUDIT_PAGE_MAX).default(AUDIT_PAGE_DEFAULT),
  before: auditCursorSchema.optional(),
  action: z.string().trim().min(1).max(100).optional(),
  actor: z.string().trim().min(1).max(320).optional(),
  entity: z.string().trim().min(1).max(300).optional(),
});
export type AuditLogQuery = z.infer<typeof auditLogQuerySchema>;

/** An audit log line as the admin screen reads it (SPEC.md section 3). */
export const auditEntrySchema = z
  .object({
    id: z.uuid(),
    createdAt: z.iso.datetime(),
    actor: z
      .object({
        /** The user's id, for the gateway to ask their name. */
        id: z.string().optional(),
        email: z.string(),
        /** The user's name now (their email when they have none); the gateway adds it. */
        name: z.string().optional(),
      })
      .nullable(),
    action: z.string(),
    entity: z.string().nullable(),
    /** What the entity is called now (an applicant's name, a record's title); none once deleted. */
    entityLabel: z.string().nullable().optional(),
    meta: z.string().nullable(),
  })
  .meta({ id: 'AuditEntry' });
export type AuditEntryView = z.infer<typeof auditEntrySchema>;

/**
 * A page of the log as the audit service answers it: its entries, named, and while older ones
 * remain the cursor of the next page (`before=`). The gateway sends the items as they came,
 * with the cursor in X-Next-Cursor (the operation is `written`).
 */
export const auditPageSchema = z.object({
  items: z.array(auditEntrySchema),
  next: z.string().optional(),
});
export type AuditPage = z.infer<typeof auditPageSchema>;

export function auditCursorOf(entry: Pick<AuditEntryView, 'createdAt' | 'id'>): string {
  return `${entry.createdAt}_${entry.id}`;
}
