import { randomUUID } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { EntityManager, UniqueConstraintViolationException } from '@mikro-orm/postgresql';
import {
  DomainError,
  ErrorCode,
  EventTypes,
  METRIC_KEY_TAKEN,
  NO_METRICS_TO_EXPORT,
  type AddMetricPointRequest,
  type CreateMetricRequest,
  type DeleteRequest,
  type ExportFile,
  type Metric as MetricView,
  type MetricPoint as MetricPointView,
  type UpdateMetricRequest,
} from '@warroom/contracts';
import { recordEvent } from '@warroom/messaging';
import { actorOf } from '../common/actor.js';
import { changedFields, eventFields, hasChanges, textOrNull } from '../common/event-data.js';
import { MetricPoint, toMetricPointView } from './metric-point.entity.js';
import { Metric, metricFields, toMetricView } from './metric.entity.js';
import { buildMetricsCsv, metricsExportFilename } from './metrics-csv.js';

/** Metrics and their points; a metric's key is unique (409). */
@Injectable()
export class MetricsService {
  constructor(private readonly em: EntityManager) {}

  /** Newest first, each with its points in time order (one query per level, not one per row). */
  async list(): Promise<MetricView[]> {
    const metrics = await this.em.find(
      Metric,
      {},
      { populate: ['points'], orderBy: { createdAt: 'desc', id: 'desc' } },
    );
    return metrics.map(toMetricView);
  }

  async get(id: string): Promise<MetricView> {
    return toMetricView(await this.findMetric(this.em, id));
  }

  async create({ caller, data }: CreateMetricRequest): Promise<MetricView> {
    return this.uniqueKey(() =>
      this.em.transactional(async (em) => {
        const now = new Date();
        const metric = em.create(Metric, {
          id: randomUUID(),
          key: data.key,
          label: data.label,
          unit: textOrNull(data.unit),
          target: data.target ?? null,
          createdAt: now,
          updatedAt: now,
        });
        recordEvent(em, {
          type: EventTypes.metricCreated,
          actor: actorOf(caller),
          entity: `Metric:${metric.id}`,
          data: eventFields(metricFields(metric)),
        });
        await em.flush();
        return toMetricView(metric);
      }),
    );
  }

  async update({ caller, id, changes }: UpdateMetricRequest): Promise<MetricView> {
    return this.uniqueKey(() =>
      this.em.transactional(async (em) => {
        const metric = await this.findMetric(em, id);
        const before = metricFields(metric);
        if (changes.key !== undefined) metric.key = changes.key;
        if (changes.label !== undefined) metric.label = changes.label;
        if (changes.unit !== undefined) metric.unit = textOrNull(changes.unit);
        if (changes.target !== undefined) metric.target = changes.target;
        const changed = changedFields(before, metricFields(metric));
        if (hasChanges(changed)) {
          metric.updatedAt = new Date();
          recordEvent(em, {
            type: EventTypes.metricUpdated,
            actor: actorOf(caller),
            entity: `Metric:${metric.id}`,
            data: { changes: changed },
          });
          await em.flush();
        }
        return toMetricView(metric);
      }),
    );
  }

  /** Deletes the metric with its points; answers what was deleted. */
  async delete({ caller, id }: DeleteRequest): Promise<MetricView> {
    return this.em.transactional(async (em) => {
      const metric = await this.findMetric(em, id);
      const view = toMetricView(metric);
      em.remove(metric);
      recordEvent(em, {
        type: EventTypes.metricDeleted,
        actor: actorOf(caller),
        entity: `Metric:${metric.id}`,
        data: { ...eventFields(metricFields(metric)), points: view.points.length },
      });
      return view;
    });
  }

  async addPoint({ caller, metricId, data }: AddMetricPointRequest): Promise<MetricPointView> {
    return this.em.transactional(async (em) => {
      const metric = await em.findOne(Metric, { id: metricId });
      if (!metric) throw new DomainError(ErrorCode.NotFound, 'Metric not found');
      const now = new Date();
      const point = em.create(MetricPoint, {
        id: randomUUID(),
        metric,
        ts: data.ts ? new Date(data.ts) : now,
        value: data.value,
        createdAt: now,
      });
      metric.updatedAt = now;
      recordEvent(em, {
        type: EventTypes.metricPointAdded,
        actor: actorOf(caller),
        entity: `Metric:${metric.id}`,
        data: { pointId: point.id, ts: point.ts.toISOString(), value: point.value },
      });
      return toMetricPointView(point);
    });
  }

  /** The CSV of every metric, in the list's order; refused when there are none. */
  async export(): Promise<ExportFile> {
    const metrics = await this.list();
    if (metrics.length === 0) throw new DomainError(ErrorCode.NotFound, NO_METRICS_TO_EXPORT);
    return {
      filename: metricsExportFilename(new Date()),
      content: buildMetricsCsv(metrics),
      count: metrics.length,
    };
  }

  private async uniqueKey<T>(run: () => Promise<T>): Promise<T> {
    try {
      return await run();
    } catch (error) {
      if (error instanceof UniqueConstraintViolationException) {
        throw new DomainError(ErrorCode.Conflict, METRIC_KEY_TAKEN, {
          errors: [{ path: 'key', message: METRIC_KEY_TAKEN }],
        });
      }
      throw error;
    }
  }

  private async findMetric(em: EntityManager, id: string): Promise<Metric> {
    const metric = await em.findOne(Metric, { id }, { populate: ['points'] });
    if (!metric) throw new DomainError(ErrorCode.NotFound, 'Metric not found');
    return metric;
  }
}
