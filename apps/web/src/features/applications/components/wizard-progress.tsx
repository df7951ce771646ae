import { ProgressBar } from '../../../shared/public/progress-bar';
import { progressPercent, STEP_COUNT, type WizardStep } from '../draft';

export function WizardProgress({ step }: { step: WizardStep }) {
  const percent = progressPercent(step);
  return (
    <div className="lp-wizard-progress">
      <p className="lp-wizard-progress__line">
        <strong>
          Step {step} of {STEP_COUNT}
        </strong>
        <span className="lp-caption">{percent}% complete</span>
      </p>
      <ProgressBar percent={percent} label={`Application progress: step ${step} of ${STEP_COUNT}`} />
    </div>
  );
}
