/** `n` rounded to `digits` decimals; null when it is not a finite number (NaN, Infinity). */
export function round(n: number, digits: number): number | null {
  return Number.isFinite(n) ? Math.round(n * 10 ** digits) / 10 ** digits : null;
}
