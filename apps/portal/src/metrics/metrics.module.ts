import { Module } from '@nestjs/common';
import { MetricsHandlers } from './metrics.handlers.js';
import { MetricsExportService } from './metrics-export.service.js';
import { MetricsService } from './metrics.service.js';

@Module({ controllers: [MetricsHandlers], providers: [MetricsService, MetricsExportService] })
export class MetricsModule {}
