import { type MetricPointBody, metricOps } from '@warroom/contracts';
import { apiPath, callApi } from '../../lib/api';
import { type Downloaded, downloadFile } from '../../lib/download';

export type AddPointRequest = { metricId: string; body: MetricPointBody };

export function addMetricPoint({ metricId, body }: AddPointRequest) {
  return callApi(metricOps.addPoint, { params: { id: metricId }, body });
}

/** GET /api/metrics/export: saves `metrics-export-YYYY-MM-DD.csv` (every point) under the server's name. */
export function exportMetrics(): Promise<Downloaded> {
  return downloadFile(apiPath(metricOps.export), 'metrics-export.csv');
}
