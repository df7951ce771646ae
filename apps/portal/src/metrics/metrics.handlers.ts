import { metricOps } from '@warroom/contracts';
import { operationHandlers } from '@warroom/microservice';
import { MetricsExportService } from './metrics-export.service.js';
import { MetricsService } from './metrics.service.js';

/** Points and the CSV export; the other metric operations are the record kit's. */
export const MetricPointsHandlers = operationHandlers(
  { addPoint: metricOps.addPoint, export: metricOps.export },
  [MetricsService, MetricsExportService],
  (metrics, metricsExport) => ({
    addPoint: (input) => metrics.addPoint(input),
    export: (input) => metricsExport.chunk(input.body),
  }),
);
