import { type Decision, DecisionStatus, type Initiative, type Objective, Rag } from '@warroom/contracts';
import { needsAttention } from '../okr/progress';

/** SPEC.md section 9: at most 5 pending decisions on the dashboard. */
export const PENDING_DECISIONS_SHOWN = 5;

export function objectivesNeedingAttention(objectives: readonly Objective[]): Objective[] {
  return objectives.filter((objective) => needsAttention(objective.keyResults));
}

export type RagCounts = Record<Rag, number>;

export function ragCounts(initiatives: readonly Initiative[]): RagCounts {
  const counts: RagCounts = { [Rag.Green]: 0, [Rag.Amber]: 0, [Rag.Red]: 0 };
  for (const initiative of initiatives) counts[initiative.rag] += 1;
  return counts;
}

/** PROPOSED and not superseded (a decision with supersededBy set counts as superseded, SPEC.md section 3). */
export function pendingDecisions(decisions: readonly Decision[]): Decision[] {
  return decisions.filter((decision) => decision.status === DecisionStatus.Proposed && !decision.supersededBy);
}
