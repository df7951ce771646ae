import type { MetricPoint } from '@warroom/contracts';

export type Trend = 'up' | 'down' | 'neutral';

/** SPEC.md sections 4 and 9: thresholds of the latest value against the earliest. */
const UP_ABOVE = 1.1;
const DOWN_BELOW = 0.9;

/**
 * With at least 2 points, sorted by time: up if the latest is above 110% of the earliest,
 * down if below 90%, otherwise neutral. Fewer than 2 points is neutral.
 */
export function trendOf(points: readonly Pick<MetricPoint, 'ts' | 'value'>[]): Trend {
  if (points.length < 2) return 'neutral';
  const sorted = [...points].sort((a, b) => Date.parse(a.ts) - Date.parse(b.ts));
  const earliest = sorted[0].value;
  const latest = sorted[sorted.length - 1].value;
  if (latest > earliest * UP_ABOVE) return 'up';
  if (latest < earliest * DOWN_BELOW) return 'down';
  return 'neutral';
}

/** The newest point by time, if any. */
export function latestPoint<P extends Pick<MetricPoint, 'ts'>>(points: readonly P[]): P | undefined {
  return points.reduce<P | undefined>(
    (latest, point) => (!latest || Date.parse(point.ts) >= Date.parse(latest.ts) ? point : latest),
    undefined,
  );
}

/** SPEC.md section 9: metric values show with 2 decimals. */
export function formatValue(value: number): string {
  return value.toFixed(2);
}

const countFormat = new Intl.NumberFormat('en-US');

/** '1 data point', '1,204 data points'. */
export function pointCountText(count: number): string {
  return `${countFormat.format(count)} data ${count === 1 ? 'point' : 'points'}`;
}
