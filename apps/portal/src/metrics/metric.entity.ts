import { Collection } from '@mikro-orm/core';
import { Entity, Index, OneToMany, Property, Unique } from '@mikro-orm/decorators/legacy';
import type { MetricPoint as MetricPointView, Metric as MetricView } from '@warroom/contracts';
import { MetricPoint } from './metric-point.entity.js';
import { PortalEntity, recordTimes } from '../common/portal-entity.js';

@Entity({ tableName: 'metrics' })
@Index({ name: 'metrics_created_idx', properties: ['createdAt', 'id'] })
export class Metric extends PortalEntity {
  @Unique({ name: 'metrics_key_key' })
  @Property({ type: 'text' })
  key!: string;

  @Property({ type: 'text' })
  label!: string;

  @Property({ type: 'text', nullable: true })
  unit?: string | null;

  @Property({ type: 'double', nullable: true })
  target?: number | null;

  @OneToMany(() => MetricPoint, (point) => point.metric)
  points = new Collection<MetricPoint>(this);
}

/** The fields a metric's events record. */
export function metricFields(metric: Metric) {
  return { key: metric.key, label: metric.label, unit: metric.unit ?? null, target: metric.target ?? null };
}

/** The metric with its latest points, oldest first, and how many it has in all. */
export function toMetricView(metric: Metric, latest: { points: MetricPointView[]; count: number }): MetricView {
  return {
    id: metric.id,
    ...metricFields(metric),
    pointCount: latest.count,
    points: latest.points,
    ...recordTimes(metric),
  };
}
