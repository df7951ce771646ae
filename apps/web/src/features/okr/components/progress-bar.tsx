import { Progress, theme } from 'antd';
import { barPercent, percentText, progressTone, toneColor } from '../progress';

type ProgressBarProps = {
  progress: number;
  /** What the bar measures, for screen readers ('Grow revenue'). */
  label: string;
  size?: 'default' | 'small';
};

/** A progress bar clamped to 0-100 and coloured by SPEC.md section 4. */
export function ProgressBar({ progress, label, size = 'default' }: ProgressBarProps) {
  const { token } = theme.useToken();
  return (
    <Progress
      className="okr-progress"
      percent={barPercent(progress)}
      showInfo={false}
      size={size}
      strokeColor={toneColor(progressTone(progress), token.colorPrimary)}
      aria-label={`${label}: ${percentText(progress)}`}
    />
  );
}
