import { z } from 'zod';
import { isInstantInRange } from './portal/fields.js';

export const AUDIT_PAGE_DEFAULT = 50;
export const AUDIT_PAGE_MAX = 500;

const CURSOR_MESSAGE = 'before must be a cursor from X-Next-Cursor';

/**
 * A cursor whose parts PostgreSQL reads as a timestamptz and a uuid (else the query fails: a
 * 500), its instant in the range every date of the API keeps to.
 */
function isCursor(value: string): boolean {
  const separator = value.lastIndexOf('_');
  const createdAt = value.slice(0, separator);
  return (
    z.iso.datetime().safeParse(createdAt).success &&
    isInstantInRange(createdAt) &&
    z.uuid().safeParse(value.slice(separator + 1)).success
  );
}

/** `before` is the cursor of the last entry of the previous page: `<createdAt ISO>_<id>`. */
export const auditCursorSchema = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}T[\d:.]+Z_[0-9a-f-]{36}$/i, CURSOR_MESSAGE)
  .refine(isCursor, CURSOR_MESSAGE);

export const auditLogQuerySchema = z.object({
  limit: z.coerce.number().int().min(1).max(AUDIT_PAGE_MAX).default(AUDIT_PAGE_DEFAULT),
  before: auditCursorSchema.optional(),
  action: z.string().trim().min(1).max(100).optional(),
  actor: z.string().trim().min(1).max(320).optional(),
  entity: z.string().trim().min(1).max(300).optional(),
});
export type AuditLogQuery = z.infer<typeof auditLogQuerySchema>;

/** An audit log line as the admin screen reads it (SPEC.md section 3). */
export const auditEntrySchema = z.object({
  id: z.uuid(),
  createdAt: z.iso.datetime(),
  actor: z.object({ email: z.string() }).nullable(),
  action: z.string(),
  entity: z.string().nullable(),
  meta: z.string().nullable(),
});
export type AuditEntryView = z.infer<typeof auditEntrySchema>;

export const auditPageSchema = z.object({
  entries: z.array(auditEntrySchema),
  nextCursor: z.string().nullable(),
});
export type AuditPage = z.infer<typeof auditPageSchema>;

export function auditCursorOf(entry: Pick<AuditEntryView, 'createdAt' | 'id'>): string {
  return `${entry.createdAt}_${entry.id}`;
}
