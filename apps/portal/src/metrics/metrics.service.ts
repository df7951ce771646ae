import { randomUUID } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { EntityManager, UniqueConstraintViolationException } from '@mikro-orm/postgresql';
import {
  DomainError,
  ErrorCode,
  EventTypes,
  METRIC_KEY_TAKEN,
  metricOps,
  metricSchema,
  type CreateMetricBody,
  type Metric as MetricView,
  type MetricPoint as MetricPointView,
  type MetricSummary,
  type OperationInput,
  type PageQuery,
  type UpdateMetricBody,
} from '@warroom/contracts';
import { recordPortalEvent } from '../common/portal-event.js';
import { eventFields } from '../common/event-data.js';
import { fieldNames, recordView, viewFields } from '../common/record-fields.js';
import { listColumns, pageOf } from '../common/rows.js';
import { RecordService, type RecordKind } from '../common/record-kind.js';
import { portalDb } from '../portal-db.js';
import { MetricPoint } from './metric-point.entity.js';
import { cardColumns, latestPoints, pointView } from './metric-points.js';
import { Metric } from './metric.entity.js';

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

export const METRIC_FIELDS = fieldNames(metricSchema, ['pointCount', 'points']);
const toFields = recordView(Metric, METRIC_FIELDS);

type Point = Parameters<typeof pointView>[0];

/** The points a metric's card shows: its earliest and its latest (one, when they are the same). */
function cardPoints(first: Point | null, latest: Point | null): MetricPointView[] {
  const points = [first, latest].filter((point) => point !== null);
  if (points.length === 2 && points[0]?.id === points[1]?.id) points.pop();
  return points.map(pointView);
}

/** Metrics; a metric's key is unique (409). */
export const metricKind: RecordKind<MetricTypes> = {
  entity: Metric,
  name: 'Metric',
  fields: METRIC_FIELDS,
  /** Newest first, each with what its card shows: point count, earliest and latest point. */
  list: (em, query) =>
    pageOf(
      em,
      portalDb(em)
        .selectFrom('Metric')
        .select(listColumns(em, Metric, METRIC_FIELDS))
        .select(cardColumns)
        .orderBy('createdAt', 'desc')
        .orderBy('id', 'desc'),
      query,
      ({ pointCount, firstPoint, latestPoint, ...metric }) => ({
        ...toFields(metric),
        // A count is never null; a scalar subquery's type allows it.
        pointCount: pointCount ?? 0,
        points: cardPoints(firstPoint, latestPoint),
      }),
    ),
  view: async (metric, em) => {
    const latest = await latestPoints(em, metric.id);
    return { ...toFields(metric), pointCount: latest.count, points: latest.points };
  },
  deletedData: (metric, view) => ({ ...eventFields(viewFields(metric, METRIC_FIELDS)), points: view.pointCount }),
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
      return pointView(point);
    });
  }
}
