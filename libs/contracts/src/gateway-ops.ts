import { z } from 'zod';
import { meSchema } from './auth.js';
import { auditLogQuerySchema } from './audit.js';
import { healthReportSchema } from './health.js';
import { defineOperation, PUBLIC, signedIn } from './operation.js';
import { ADMIN_ROLES, ALL_ROLES } from './roles.js';
import { ME_PATH } from './boot-paths.js';

/** What the gateway answers itself, or builds from several calls. */
export const gatewayOps = {
  me: defineOperation({
    id: 'getMe',
    service: 'gateway',
    subject: 'gateway.auth.me',
    reply: meSchema,
    delivery: 'read',
    http: {
      method: 'GET',
      path: ME_PATH,
      access: signedIn(ALL_ROLES),
      custom: true,
      summary: 'The signed-in user',
      tags: ['auth'],
    },
  }),
  health: defineOperation({
    id: 'getHealth',
    service: 'gateway',
    subject: 'gateway.health',
    reply: healthReportSchema,
    delivery: 'read',
    http: {
      method: 'GET',
      path: '/api/health',
      access: PUBLIC,
      custom: true,
      summary: 'Whether the gateway, every service, PostgreSQL and NATS answer (200) or not (503)',
      tags: ['health'],
    },
  }),
  exportAuditLog: defineOperation({
    id: 'exportAuditLog',
    service: 'gateway',
    subject: 'gateway.audit.export',
    query: auditLogQuerySchema.omit({ limit: true, before: true }),
    reply: z.string(),
    delivery: 'read',
    http: {
      method: 'GET',
      path: '/api/admin/audit-logs/export',
      access: signedIn(ADMIN_ROLES),
      produces: 'text/csv',
      custom: true,
      summary: 'The audit log as CSV (same filters as the list, newest first, at most 100,000 rows)',
      tags: ['admin'],
    },
  }),
};
