import type { Decision } from '@warroom/contracts';
import { SolidTag } from '../../../shared/theme/solid-tag';
import { DECISION_STATUS_COLOR, effectiveStatus, statusText } from '../status';

export function DecisionStatusTag({ decision }: { decision: Pick<Decision, 'status' | 'supersededBy'> }) {
  const status = effectiveStatus(decision);
  return <SolidTag color={DECISION_STATUS_COLOR[status]}>{statusText(status)}</SolidTag>;
}
