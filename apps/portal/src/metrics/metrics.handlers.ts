import { Controller } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import {
  Subjects,
  addMetricPointRequestSchema,
  byIdRequestSchema,
  createMetricRequestSchema,
  deleteRequestSchema,
  exportChunkRequestSchema,
  pageRequestSchema,
  parseInput,
  updateMetricRequestSchema,
  type ExportChunk,
  type MetricSummary,
  type Page,
  type Metric,
  type MetricPoint,
} from '@warroom/contracts';
import { MetricsExportService } from './metrics-export.service.js';
import { MetricsService } from './metrics.service.js';

/** The metric subjects; each payload is parsed at this edge. */
@Controller()
export class MetricsHandlers {
  constructor(
    private readonly metrics: MetricsService,
    private readonly metricsExport: MetricsExportService,
  ) {}

  @MessagePattern(Subjects.portal.listMetrics)
  list(@Payload() data: unknown): Promise<Page<MetricSummary>> {
    return this.metrics.list(parseInput(pageRequestSchema, data).page);
  }

  @MessagePattern(Subjects.portal.getMetric)
  get(@Payload() data: unknown): Promise<Metric> {
    return this.metrics.get(parseInput(byIdRequestSchema, data).id);
  }

  @MessagePattern(Subjects.portal.createMetric)
  create(@Payload() data: unknown): Promise<Metric> {
    return this.metrics.create(parseInput(createMetricRequestSchema, data));
  }

  @MessagePattern(Subjects.portal.updateMetric)
  update(@Payload() data: unknown): Promise<Metric> {
    return this.metrics.update(parseInput(updateMetricRequestSchema, data));
  }

  @MessagePattern(Subjects.portal.deleteMetric)
  delete(@Payload() data: unknown): Promise<Metric> {
    return this.metrics.delete(parseInput(deleteRequestSchema, data));
  }

  @MessagePattern(Subjects.portal.addMetricPoint)
  addPoint(@Payload() data: unknown): Promise<MetricPoint> {
    return this.metrics.addPoint(parseInput(addMetricPointRequestSchema, data));
  }

  @MessagePattern(Subjects.portal.exportMetrics)
  export(@Payload() data: unknown): Promise<ExportChunk> {
    return this.metricsExport.chunk(parseInput(exportChunkRequestSchema, data));
  }
}
