import type { Objective } from '@warroom/contracts';
import { keyResultCountText } from '../format';
import { percentText } from '../../../shared/progress/progress';
import { objectiveProgress } from '../progress';
import { ProgressBar } from '../../../shared/progress/progress-bar';

/** How many key results, the percent complete and the overall bar (SPEC.md "OKR list"). */
export function ObjectiveSummary({ objective }: { objective: Pick<Objective, 'title' | 'keyResults'> }) {
  const progress = objectiveProgress(objective.keyResults);
  return (
    <>
      <div className="okr-summary">
        <span className="text-secondary">{keyResultCountText(objective.keyResults.length)}</span>
        <span className="okr-summary__percent">{percentText(progress)} complete</span>
      </div>
      <ProgressBar progress={progress} label={`${objective.title} overall progress`} />
    </>
  );
}
