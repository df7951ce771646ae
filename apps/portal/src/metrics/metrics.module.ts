import { Module } from '@nestjs/common';
import { MetricsHandlers } from './metrics.handlers.js';
import { MetricsService } from './metrics.service.js';

@Module({ controllers: [MetricsHandlers], providers: [MetricsService] })
export class MetricsModule {}
