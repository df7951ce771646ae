import { csvRow, datedFilename } from '@warroom/csv';
import type { Metric } from './metric.entity.js';

export const METRICS_CSV_COLUMNS = ['metric_key', 'metric_label', 'unit', 'target', 'timestamp', 'value'] as const;

export function metricsExportFilename(exportedAt: Date): string {
  return datedFilename('metrics-export', 'csv', exportedAt);
}

/** The cells of a metric in the export. */
export type CsvMetric = Pick<Metric, 'key' | 'label' | 'unit' | 'target'>;

/**
 * One row of the metrics export (SPEC.md section 9): the metric's cells and one point, or
 * empty timestamp and value for a metric with no points. Cells are guarded and quoted by
 * `@warroom/csv`.
 */
export function metricCsvRow(metric: CsvMetric, point: { ts: Date | string; value: number } | null): string {
  const ts = point ? new Date(point.ts).toISOString() : null;
  return csvRow([metric.key, metric.label, metric.unit, metric.target, ts, point?.value ?? null]);
}

export const metricsCsvHeader = (): string => csvRow(METRICS_CSV_COLUMNS);
