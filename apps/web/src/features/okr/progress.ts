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
