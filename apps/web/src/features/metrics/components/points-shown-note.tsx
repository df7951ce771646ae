import type { Metric } from '@warroom/contracts';

const countFormat = new Intl.NumberFormat('en-US');

/** Whether the detail carries fewer points than the metric has (it carries the latest 1,000). */
export function hasMorePoints(metric: Pick<Metric, 'pointCount' | 'points'>): boolean {
  return metric.pointCount > metric.points.length;
}

/** 'Showing the latest 1,000 of 1,204 points', when the detail does not carry them all. */
export function PointsShownNote({ metric }: { metric: Pick<Metric, 'pointCount' | 'points'> }) {
  if (!hasMorePoints(metric)) return null;
  return (
    <p className="text-secondary points-shown">
      Showing the latest {countFormat.format(metric.points.length)} of {countFormat.format(metric.pointCount)} points.
      Export CSV on the Metrics page has them all.
    </p>
  );
}
