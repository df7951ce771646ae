import { randomUUID } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { EntityManager, UniqueConstraintViolationException } from '@mikro-orm/postgresql';
import {
  DomainError,
  ErrorCode,
  EventTypes,
  METRIC_KEY_TAKEN,
  type CreateMetricBody,
  type Metric as MetricView,
  type MetricPoint as MetricPointView,
  type MetricSummary,
  type PageQuery,
  metricOps,
  type OperationInput,
  type UpdateMetricBody,
} from '@warroom/contracts';
import { isoOf } from '@warroom/persistence';
import { recordPortalEvent } from '../common/portal-event.js';
import { assignDefined, changed, eventFields, textOrNull } from '../common/event-data.js';
import { pagedList, RecordService, type RecordKind } from '../common/record-kind.js';
import { MetricPoint, toMetricPointView } from './metric-point.entity.js';
import { latestPoints, METRIC_SUMMARY_COLUMNS, pointView, type MetricRow, type PointRow } from './metric-points.js';
import { Metric, metricFields, toMetricView } from './metric.entity.js';

type SummaryRow = MetricRow & {
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

const keyTaken = () =>
  new DomainError(ErrorCode.Conflict, METRIC_KEY_TAKEN, { errors: [{ path: 'key', message: METRIC_KEY_TAKEN }] });

type MetricTypes = {
  entity: Metric;
  view: MetricView;
  summary: MetricSummary;
  create: CreateMetricBody;
  changes: UpdateMetricBody;
  listQuery: PageQuery;
};

/** Metrics; a metric's key is unique (409). */
export const metricKind: RecordKind<MetricTypes> = {
  entity: Metric,
  name: 'Metric',
  events: {
    created: EventTypes.metricCreated,
    updated: EventTypes.metricUpdated,
    deleted: EventTypes.metricDeleted,
  },
  /** Newest first, each with what its card shows: point count, earliest and latest point. */
  list: pagedList(
    () => ({ columns: METRIC_SUMMARY_COLUMNS, from: 'metrics m', orderBy: 'm.created_at desc, m.id desc' }),
    summaryView,
  ),
  view: async (metric, em) => toMetricView(metric, await latestPoints(em, metric.id)),
  fields: metricFields,
  build: (data) => ({ key: data.key, label: data.label, unit: textOrNull(data.unit), target: data.target ?? null }),
  apply: (metric, changes) => assignDefined(metric, { ...changes, unit: changed(changes.unit, textOrNull) }),
  deletedData: (metric, view) => ({ ...eventFields(metricFields(metric)), points: view.pointCount }),
  refusal: (error) => (error instanceof UniqueConstraintViolationException ? keyTaken() : undefined),
};

/** Metrics and their points. */
@Injectable()
export class MetricsService extends RecordService<MetricTypes> {
  constructor(em: EntityManager) {
    super(em, metricKind);
  }

  async addPoint({ caller, params, body: data }: OperationInput<typeof metricOps.addPoint>): Promise<MetricPointView> {
    return this.em.transactional(async (em) => {
      // Locked, so that a metric deleted at the same moment is a 404 rather than a broken reference.
      const metric = await this.lock(em, params.id);
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
}
