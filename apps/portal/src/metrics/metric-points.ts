import type { EntityManager } from '@mikro-orm/postgresql';
import type { ExpressionBuilder } from 'kysely';
import { jsonObjectFrom } from 'kysely/helpers/postgres';
import { METRIC_POINTS_SHOWN_MAX, type MetricPoint } from '@warroom/contracts';
import { isoOf, TOTAL_OVER_ALL } from '@warroom/persistence';
import { COUNT, instant, readRows } from '../common/rows.js';
import { portalDb, type PortalDb } from '../portal-db.js';

/*
 * A metric's points are in time order: by when measured, then when recorded, then id.
 */

/** A point as answers carry it; `ts` is text when it was read as text or inside JSON. */
export const pointView = (point: { id: string; ts: Date | string; value: number }): MetricPoint => ({
  id: point.id,
  ts: isoOf(point.ts),
  value: point.value,
});

/** A metric's latest points (at most 1,000), oldest first, and how many it has in all: one statement. */
export async function latestPoints(
  em: EntityManager,
  metricId: string,
): Promise<{ points: MetricPoint[]; count: number }> {
  const rows = await readRows(
    em,
    portalDb(em)
      .selectFrom((db) =>
        db
          .selectFrom('MetricPoint')
          .select(['id', 'ts', 'value', 'createdAt', TOTAL_OVER_ALL])
          .where('metric', '=', metricId)
          .orderBy('ts', 'desc')
          .orderBy('createdAt', 'desc')
          .orderBy('id', 'desc')
          .limit(METRIC_POINTS_SHOWN_MAX)
          .as('latest'),
      )
      .select(['latest.id', instant('latest.ts', 'ts'), 'latest.value', 'latest.total'])
      // Qualified: the column, not the text of the same name.
      .orderBy('latest.ts')
      .orderBy('latest.createdAt')
      .orderBy('latest.id'),
  );
  return { points: rows.map(pointView), count: rows[0]?.total ?? 0 };
}

type MetricsScope = ExpressionBuilder<PortalDb, 'Metric'>;

/** The metric's earliest (`asc`) or latest (`desc`) point as a JSON object, from the (metric, ts) index. */
const endPoint = (eb: MetricsScope, direction: 'asc' | 'desc') =>
  jsonObjectFrom(
    eb
      .selectFrom('MetricPoint as p')
      .select(['p.id', 'p.ts', 'p.value'])
      .whereRef('p.metric', '=', 'Metric.id')
      .orderBy('p.ts', direction)
      .orderBy('p.createdAt', direction)
      .orderBy('p.id', direction)
      .limit(1),
  );

/**
 * What a metric's card shows beside its fields: its point count and its earliest and latest
 * point (the trend and the latest value), from index reads.
 */
export const cardColumns = (eb: MetricsScope) => [
  eb.selectFrom('MetricPoint as p').select(COUNT).whereRef('p.metric', '=', 'Metric.id').as('pointCount'),
  endPoint(eb, 'asc').as('firstPoint'),
  endPoint(eb, 'desc').as('latestPoint'),
];
