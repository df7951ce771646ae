import { okrOps } from '@warroom/contracts';
import { ROUTES } from '../../shared/routes';
import { recordKind } from '../../shared/records/record-kind';

/**
 * Objectives: a write (or one to a key result) makes the list, the dashboard (its counts and
 * 'OKRs Needing Attention') and the audit log stale; a new objective's detail is the answer.
 */
export const objectiveKind = recordKind('objective', okrOps.objectives, ROUTES.okr, (objective) => objective.title, {
  dashboard: 'write',
  keepAnswer: 'create',
});
