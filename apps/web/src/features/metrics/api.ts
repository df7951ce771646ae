import { type CreateMetricBody, type MetricPointBody, metricOps, type UpdateMetricBody } from '@warroom/contracts';
import { apiPath, callApi } from '../../lib/api';
import { type Downloaded, downloadFile } from '../../lib/download';

export function fetchMetric(id: string, signal?: AbortSignal) {
  return callApi(metricOps.get, { params: { id } }, { signal });
}

export function createMetric(body: CreateMetricBody) {
  return callApi(metricOps.create, { body });
}

export type UpdateMetricRequest = { id: string; changes: UpdateMetricBody };

export function updateMetric({ id, changes }: UpdateMetricRequest) {
  return callApi(metricOps.update, { params: { id }, body: changes });
}

export function deleteMetric(id: string) {
  return callApi(metricOps.delete, { params: { id } });
}

export type AddPointRequest = { metricId: string; body: MetricPointBody };

export function addMetricPoint({ metricId, body }: AddPointRequest) {
  return callApi(metricOps.addPoint, { params: { id: metricId }, body });
}

/** GET /api/metrics/export: saves `metrics-export-YYYY-MM-DD.csv` (every point) under the server's name. */
export function exportMetrics(): Promise<Downloaded> {
  return downloadFile(apiPath(metricOps.export), 'metrics-export.csv');
}
