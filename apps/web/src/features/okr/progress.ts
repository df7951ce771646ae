import type { ProgressTone } from '../../app/palette';

type Measured = { readonly current: number; readonly target: number };

/** current / target * 100; a target of 0 (which the server refuses) counts as no progress. */
export function keyResultProgress({ current, target }: Measured): number {
  return target === 0 ? 0 : (current / target) * 100;
}

/** SPEC.md section 4: the average over the key results; 0 when there are none. */
export function objectiveProgress(keyResults: readonly Measured[]): number {
  if (keyResults.length === 0) return 0;
  return keyResults.reduce((sum, keyResult) => sum + keyResultProgress(keyResult), 0) / keyResults.length;
}

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
