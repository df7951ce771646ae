import { Flex, Progress, theme } from 'antd';
import { progressPercent, STEP_COUNT, type WizardStep } from '../draft';

export function WizardProgress({ step }: { step: WizardStep }) {
  const { token } = theme.useToken();
  const percent = progressPercent(step);
  return (
    <div>
      <Flex justify="space-between" align="baseline">
        <strong>
          Step {step} of {STEP_COUNT}
        </strong>
        <span className="text-secondary">{percent}% complete</span>
      </Flex>
      <Progress
        percent={percent}
        showInfo={false}
        strokeColor={token.colorPrimary}
        aria-label={`Application progress: step ${step} of ${STEP_COUNT}`}
      />
    </div>
  );
}
