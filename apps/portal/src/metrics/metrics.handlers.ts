import { Controller } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import {
  Subjects,
  addMetricPointRequestSchema,
  byIdRequestSchema,
  createMetricRequestSchema,
  deleteRequestSchema,
  parseInput,
  updateMetricRequestSchema,
  type ExportFile,
  type Metric,
  type MetricPoint,
} from '@warroom/contracts';
import { MetricsService } from './metrics.service.js';

/** The metric subjects; each payload is parsed at this edge. */
@Controller()
export class MetricsHandlers {
  constructor(private readonly metrics: MetricsService) {}

  @MessagePattern(Subjects.portal.listMetrics)
  list(): Promise<Metric[]> {
    return this.metrics.list();
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
  export(): Promise<ExportFile> {
    return this.metrics.export();
  }
}
