import { Progress } from 'antd';
import { progressColor } from '../theme/palette';
import { useTheme } from '../theme/use-theme';
import { barPercent, percentText, progressTone } from './progress';

type ProgressBarProps = {
  progress: number;
  /** What the bar measures, for screen readers ('Grow revenue'). */
  label: string;
  size?: 'default' | 'small';
};

/** A progress bar clamped to 0-100 and coloured by SPEC.md section 4. */
export function ProgressBar({ progress, label, size = 'default' }: ProgressBarProps) {
  const { theme } = useTheme();
  return (
    <Progress
      percent={barPercent(progress)}
      showInfo={false}
      size={size}
      strokeColor={progressColor(theme, progressTone(progress))}
      aria-label={`${label}: ${percentText(progress)}`}
    />
  );
}
