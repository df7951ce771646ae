import { decisionOps } from '@warroom/contracts';
import { ROUTES } from '../../shared/routes';
import { recordKind } from '../../shared/records/record-kind';

/**
 * Decisions: a write makes every decision query stale (the list, the searches of 'Superseded
 * by' and the details: a supersede link changes another decision's `supersedes` and
 * `supersededByTitle` too), the dashboard (pending decisions) and the audit log.
 */
export const decisionKind = recordKind('decision', decisionOps, ROUTES.decisions, (decision) => decision.title, {
  dashboard: 'write',
  searched: true,
});
