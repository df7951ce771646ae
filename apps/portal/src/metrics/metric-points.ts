import type { EntityManager } from '@mikro-orm/postgresql';
import { METRIC_POINTS_SHOWN_MAX, type MetricPoint } from '@warroom/contracts';
import { isoOf } from '@warroom/persistence';

/** The order of a metric's points: by when measured, then when recorded. */
export const POINT_ORDER = 'ts, created_at, id';

/** A metric as a plain row. */
export type MetricRow = {
  id: string;
  key: string;
  label: string;
  unit: string | null;
  target: number | null;
  created_at: Date;
};

export type PointRow = { id: string; ts: Date | string; value: number };

export const pointView = (row: PointRow): MetricPoint => ({ id: row.id, ts: isoOf(row.ts), value: row.value });

/** A metric's latest points (at most 1,000), oldest first, and how many it has in all. */
export async function latestPoints(
  em: EntityManager,
  metricId: string,
): Promise<{ points: MetricPoint[]; count: number }> {
  const [rows, counted] = await Promise.all([
    em.execute<PointRow[]>(
      `select id, ts, value from (
         select id, ts, value, created_at from metric_points where metric_id = ?
          order by ts desc, created_at desc, id desc limit ?
       ) latest order by ${POINT_ORDER}`,
      [metricId, METRIC_POINTS_SHOWN_MAX],
    ),
    em.execute<{ total: string }[]>('select count(*) as total from metric_points where metric_id = ?', [metricId]),
  ]);
  return { points: rows.map(pointView), count: Number(counted[0]?.total ?? 0) };
}

/**
 * The columns of a metric in the list: its point count and its earliest and latest point
 * (the card's trend and latest value), as JSON objects from two index reads.
 */
export const METRIC_SUMMARY_COLUMNS = `m.id, m.key, m.label, m.unit, m.target, m.created_at, m.updated_at,
  (select count(*) from metric_points p where p.metric_id = m.id) as point_count,
  (select json_build_object('id', p.id, 'ts', p.ts, 'value', p.value) from metric_points p
    where p.metric_id = m.id order by p.ts, p.created_at, p.id limit 1) as first_point,
  (select json_build_object('id', p.id, 'ts', p.ts, 'value', p.value) from metric_points p
    where p.metric_id = m.id order by p.ts desc, p.created_at desc, p.id desc limit 1) as latest_point`;
