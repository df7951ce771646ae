import type { Metric } from '@warroom/contracts';
import { csvRow, datedFilename } from '@warroom/csv';

export const METRICS_CSV_COLUMNS = ['metric_key', 'metric_label', 'unit', 'target', 'timestamp', 'value'] as const;

export function metricsExportFilename(exportedAt: Date): string {
  return datedFilename('metrics-export', 'csv', exportedAt);
}

/**
 * The metrics export (SPEC.md section 9): a header row, then one row per point in time
 * order, metrics in the order given; a metric with no points gives one row with empty
 * timestamp and value. Cells are guarded and quoted by `@warroom/csv`.
 */
export function buildMetricsCsv(metrics: readonly Metric[]): string {
  const lines = [csvRow(METRICS_CSV_COLUMNS)];
  for (const metric of metrics) {
    const cells = [metric.key, metric.label, metric.unit, metric.target];
    if (metric.points.length === 0) lines.push(csvRow([...cells, null, null]));
    for (const point of metric.points) lines.push(csvRow([...cells, point.ts, point.value]));
  }
  return lines.join('');
}
