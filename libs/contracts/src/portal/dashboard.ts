import { z } from 'zod';
import { defineOperation, signedIn } from '../operation.js';
import { ALL_ROLES } from '../roles.js';
import { timestampSchema } from './fields.js';

/** SPEC.md section 9: an objective below this progress needs attention. */
export const ATTENTION_THRESHOLD = 75;
/** The most objectives 'OKRs Needing Attention' lists (newest first); the card counts them all. */
export const ATTENTION_SHOWN_MAX = 20;
/** SPEC.md section 9: at most 5 pending decisions on the dashboard. */
export const PENDING_DECISIONS_SHOWN = 5;

/**
 * GET /api/dashboard: the four cards and two lists of /dashboard, counted by the database,
 * so that the page does not read every list (PRODUCT.md section 2: no answer depends on an
 * unbounded amount of data).
 */
export const dashboardSchema = z
  .object({
    objectives: z.object({ total: z.number().int(), needingAttention: z.number().int() }),
    /** Objectives below 75% progress, newest first, at most 20. */
    attention: z.array(z.object({ id: z.uuid(), title: z.string(), progress: z.number() })),
    initiatives: z.object({
      total: z.number().int(),
      green: z.number().int(),
      amber: z.number().int(),
      red: z.number().int(),
    }),
    /** PROPOSED and not superseded. */
    decisions: z.object({ pending: z.number().int() }),
    /** The newest pending decisions, at most 5. */
    pendingDecisions: z.array(z.object({ id: z.uuid(), title: z.string(), createdAt: timestampSchema })),
    metrics: z.object({ total: z.number().int() }),
  })
  .meta({ id: 'Dashboard' });
export type Dashboard = z.infer<typeof dashboardSchema>;

export const dashboardOp = defineOperation({
  id: 'getDashboard',
  service: 'portal',
  subject: 'portal.dashboard.get',
  reply: dashboardSchema,
  delivery: 'read',
  http: {
    method: 'GET',
    path: '/api/dashboard',
    access: signedIn(ALL_ROLES),
    summary: "The dashboard's four figures and two lists, counted by the database",
    tags: ['dashboard'],
  },
});
