import { z } from 'zod';
import { auditEntrySchema, auditLogQuerySchema, auditPageSchema } from './audit.js';
import { defineOperation, signedIn } from './operation.js';
import { ADMIN_ROLES } from './roles.js';

const admins = signedIn(ADMIN_ROLES);

/** The audit service's operations. */
export const auditOps = {
  list: defineOperation({
    id: 'listAuditEntries',
    service: 'audit',
    subject: 'audit.entries.list',
    query: auditLogQuerySchema,
    reply: auditPageSchema,
    delivery: 'read',
    caller: false,
    written: true,
    http: {
      method: 'GET',
      path: '/api/admin/audit-logs',
      access: admins,
      custom: true,
      reply: z.array(auditEntrySchema),
      summary: 'Audit log entries, newest first; the next page is `before=<X-Next-Cursor>`',
      tags: ['admin'],
    },
  }),
};
