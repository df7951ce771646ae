import type { CSSProperties } from 'react';
import './progress-bar.css';

type ProgressBarProps = {
  percent: number;
  /** Its accessible name, or the id of what names it. */
  label?: string;
  labelledBy?: string;
  /** The bar's colour (a status colour); the accent unless told. */
  color?: string;
  /** The percent written beside the bar. */
  showValue?: boolean;
};

/** A determinate progress bar (0 to 100). */
export function ProgressBar({ percent, label, labelledBy, color, showValue = false }: ProgressBarProps) {
  const value = Math.min(100, Math.max(0, Math.round(percent)));
  const tone = color ? ({ '--lp-tone': color } as CSSProperties) : undefined;
  return (
    <div className="lp-progress">
      <div
        className="lp-progress__track"
        role="progressbar"
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={value}
        aria-label={label}
        aria-labelledby={labelledBy}
      >
        <div className="lp-progress__bar" style={{ width: `${value}%`, ...tone }} />
      </div>
      {showValue ? <span className="lp-caption">{value}%</span> : null}
    </div>
  );
}
