import type { ProgressTone } from '../theme/palette';

/** The bar's fill: clamped to 0-100. */
export function barPercent(progress: number): number {
  return Math.min(100, Math.max(0, progress));
}

/** The figure shown beside a bar, rounded to a whole percent (not clamped: 120% stays 120%). */
export function percentText(progress: number): string {
  return `${Math.round(progress)}%`;
}

/** SPEC.md section 4: green at 100 or more, blue at 75 or more, amber at 50 or more, else primary. */
export function progressTone(progress: number): ProgressTone {
  if (progress >= 100) return 'green';
  if (progress >= 75) return 'blue';
  if (progress >= 50) return 'amber';
  return 'primary';
}
