import { type Decision, type DecisionStatus, DecisionStatus as Status } from '@warroom/contracts';
import type { BadgeColor } from '../../shared/theme/badge-colors';

/** SPEC.md section 4: PROPOSED amber, ACCEPTED green, REJECTED red, SUPERSEDED grey. */
export const DECISION_STATUS_COLOR: Record<DecisionStatus, BadgeColor> = {
  PROPOSED: 'amber',
  ACCEPTED: 'green',
  REJECTED: 'red',
  SUPERSEDED: 'grey',
};

/** SPEC.md section 3: a decision with supersededBy set is treated as superseded. */
export function effectiveStatus(decision: Pick<Decision, 'status' | 'supersededBy'>): DecisionStatus {
  return decision.supersededBy ? Status.Superseded : decision.status;
}

/** 'PROPOSED' -> 'PROPOSED' (underscores as spaces, SPEC.md section 4). */
export function statusText(status: string): string {
  return status.replaceAll('_', ' ');
}
