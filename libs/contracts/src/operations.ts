import { applicationOps } from './applications-ops.js';
import { auditOps } from './audit-ops.js';
import { labelOps } from './label-ops.js';
import { memberOps } from './member-ops.js';
import { gatewayOps } from './gateway-ops.js';
import { identityOps } from './identity-ops.js';
import { invitationOps, passwordResetOps } from './invitation-ops.js';
import type { Operation } from './operation.js';
import { dashboardOp } from './portal/dashboard.js';
import { decisionOps } from './portal/decisions.js';
import { documentOps } from './portal/documents.js';
import { initiativeOps } from './portal/initiatives.js';
import { meetingCalendarOp, meetingOps } from './portal/meetings.js';
import { metricOps } from './portal/metrics.js';
import { okrOps } from './portal/okr.js';
import { sessionOps } from './portal/sessions.js';

/**
 * Every operation of the system, declared once. The gateway serves and documents the ones
 * with an HTTP binding from this list; the route inventory test holds it against the routes.
 */
export const OPERATIONS: readonly Operation[] = [
  ...Object.values(gatewayOps),
  ...Object.values(identityOps),
  ...Object.values(memberOps),
  ...Object.values(invitationOps),
  ...Object.values(passwordResetOps),
  ...Object.values(applicationOps),
  ...Object.values(auditOps),
  ...Object.values(labelOps),
  dashboardOp,
  ...Object.values(okrOps.objectives),
  okrOps.createKeyResult,
  okrOps.updateKeyResult,
  okrOps.deleteKeyResult,
  ...Object.values(initiativeOps),
  ...Object.values(decisionOps),
  ...Object.values(metricOps),
  ...Object.values(meetingOps),
  meetingCalendarOp,
  ...Object.values(sessionOps),
  ...Object.values(documentOps),
];
