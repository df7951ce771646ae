import { Module } from '@nestjs/common';
import { metricOps } from '@warroom/contracts';
import { recordHandlers } from '../common/record-handlers.js';
import { MetricPointsHandlers } from './metrics.handlers.js';
import { MetricsExportService } from './metrics-export.service.js';
import { metricKind, MetricsService } from './metrics.service.js';

@Module({
  controllers: [recordHandlers(metricOps, metricKind), MetricPointsHandlers],
  providers: [MetricsService, MetricsExportService],
})
export class MetricsModule {}
