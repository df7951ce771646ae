import { randomUUID } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { EntityManager, UniqueConstraintViolationException } from '@mikro-orm/postgresql';
import {
  DomainError,
  ErrorCode,
  EventTypes,
  METRIC_KEY_TAKEN,
  type Caller,
  type CreateMetricBody,
  type Metric as MetricView,
  type MetricPoint as MetricPointView,
  type MetricSummary,
  type Page,
  type PageQuery,
  type MetricPointBody,
  type UpdateMetricBody,
} from '@warroom/contracts';
import { isoOf, lockRow, readPage } from '@warroom/persistence';
import { recordPortalEvent } from '../common/portal-event.js';
import { changedFields, eventFields, hasChanges, textOrNull } from '../common/event-data.js';
import { MetricPoint, toMetricPointView } from './metric-point.entity.js';
import { latestPoints, METRIC_SUMMARY_COLUMNS, pointView, type PointRow } from './metric-points.js';
import { Metric, metricFields, toMetricView } from './metric.entity.js';

type SummaryRow = {
  id: string;
  key: string;
  label: string;
  unit: string | null;
  target: number | null;
  created_at: Date;
  updated_at: Date;
  point_count: string | number;
  first_point: PointRow | null;
  latest_point: PointRow | null;
};

function summaryView(row: SummaryRow): MetricSummary {
  const points = [row.first_point, row.latest_point].filter((point): point is PointRow => point !== null);
  if (points.length === 2 && points[0]?.id === points[1]?.id) points.pop();
  return {
    id: row.id,
    key: row.key,
    label: row.label,
    unit: row.unit,
    target: row.target,
    pointCount: Number(row.point_count),
    points: points.map(pointView),
    createdAt: isoOf(row.created_at),
    updatedAt: isoOf(row.updated_at),
  };
}

/** Metrics and their points; a metric's key is unique (409). */
@Injectable()
export class MetricsService {
  constructor(private readonly em: EntityManager) {}

  /** Newest first, each with what its card shows: point count, earliest and latest point. */
  list(page: PageQuery): Promise<Page<MetricSummary>> {
    return readPage(
      this.em,
      { columns: METRIC_SUMMARY_COLUMNS, from: 'metrics m', orderBy: 'm.created_at desc, m.id desc' },
      page,
      summaryView,
    );
  }

  async get(id: string): Promise<MetricView> {
    return this.view(this.em, await this.findMetric(this.em, id));
  }

  async create({ caller, body: data }: { caller: Caller; body: CreateMetricBody }): Promise<MetricView> {
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
        recordPortalEvent(
          em,
          caller,
          EventTypes.metricCreated,
          `Metric:${metric.id}`,
          eventFields(metricFields(metric)),
        );
        await em.flush();
        return toMetricView(metric, { points: [], count: 0 });
      }),
    );
  }

  async update({
    caller,
    params: { id },
    body: changes,
  }: {
    caller: Caller;
    params: { id: string };
    body: UpdateMetricBody;
  }): Promise<MetricView> {
    return this.uniqueKey(() =>
      this.em.transactional(async (em) => {
        const metric = await this.lockMetric(em, id);
        const before = metricFields(metric);
        if (changes.key !== undefined) metric.key = changes.key;
        if (changes.label !== undefined) metric.label = changes.label;
        if (changes.unit !== undefined) metric.unit = textOrNull(changes.unit);
        if (changes.target !== undefined) metric.target = changes.target;
        const changed = changedFields(before, metricFields(metric));
        if (hasChanges(changed)) {
          metric.updatedAt = new Date();
          recordPortalEvent(em, caller, EventTypes.metricUpdated, `Metric:${metric.id}`, { changes: changed });
          await em.flush();
        }
        return this.view(em, metric);
      }),
    );
  }

  /** Deletes the metric with its points; answers what was deleted. */
  async delete({ caller, params: { id } }: { caller: Caller; params: { id: string } }): Promise<MetricView> {
    return this.em.transactional(async (em) => {
      const metric = await this.lockMetric(em, id);
      const view = await this.view(em, metric);
      em.remove(metric);
      recordPortalEvent(em, caller, EventTypes.metricDeleted, `Metric:${metric.id}`, {
        ...eventFields(metricFields(metric)),
        points: view.pointCount,
      });
      await em.flush();
      return view;
    });
  }

  async addPoint({
    caller,
    params: { id: metricId },
    body: data,
  }: {
    caller: Caller;
    params: { id: string };
    body: MetricPointBody;
  }): Promise<MetricPointView> {
    return this.em.transactional(async (em) => {
      // Locked, so that a metric deleted at the same moment is a 404 rather than a broken reference.
      const metric = await this.lockMetric(em, metricId);
      const now = new Date();
      const point = em.create(MetricPoint, {
        id: randomUUID(),
        metric,
        ts: data.ts ? new Date(data.ts) : now,
        value: data.value,
        createdAt: now,
      });
      metric.updatedAt = now;
      recordPortalEvent(em, caller, EventTypes.metricPointAdded, `Metric:${metric.id}`, {
        pointId: point.id,
        ts: point.ts.toISOString(),
        value: point.value,
      });
      await em.flush();
      return toMetricPointView(point);
    });
  }

  private async view(em: EntityManager, metric: Metric): Promise<MetricView> {
    return toMetricView(metric, await latestPoints(em, metric.id));
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

  private async lockMetric(em: EntityManager, id: string): Promise<Metric> {
    if (!(await lockRow(em, Metric, id))) throw new DomainError(ErrorCode.NotFound, 'Metric not found');
    return this.findMetric(em, id);
  }

  private async findMetric(em: EntityManager, id: string): Promise<Metric> {
    const metric = await em.findOne(Metric, { id });
    if (!metric) throw new DomainError(ErrorCode.NotFound, 'Metric not found');
    return metric;
  }
}
