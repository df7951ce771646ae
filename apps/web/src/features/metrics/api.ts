import type { CreateMetricBody, Metric, MetricPoint, MetricPointBody, UpdateMetricBody } from '@warroom/contracts';
import { type Downloaded, downloadFile } from '../../lib/download';
import { http } from '../../lib/http';

const path = (id: string) => `/api/metrics/${encodeURIComponent(id)}`;

export function fetchMetric(id: string, signal?: AbortSignal): Promise<Metric> {
  return http<Metric>(path(id), { signal });
}

export function createMetric(body: CreateMetricBody): Promise<Metric> {
  return http<Metric>('/api/metrics', { method: 'POST', body });
}

export type UpdateMetricRequest = { id: string; changes: UpdateMetricBody };

export function updateMetric({ id, changes }: UpdateMetricRequest): Promise<Metric> {
  return http<Metric>(path(id), { method: 'PATCH', body: changes });
}

export function deleteMetric(id: string): Promise<Metric> {
  return http<Metric>(path(id), { method: 'DELETE' });
}

export type AddPointRequest = { metricId: string; body: MetricPointBody };

export function addMetricPoint({ metricId, body }: AddPointRequest): Promise<MetricPoint> {
  return http<MetricPoint>(`${path(metricId)}/points`, { method: 'POST', body });
}

/** GET /api/metrics/export: saves `metrics-export-YYYY-MM-DD.csv` (every point) under the server's name. */
export function exportMetrics(): Promise<Downloaded> {
  return downloadFile('/api/metrics/export', 'metrics-export.csv');
}
