import type { EntityName, Rel } from '@mikro-orm/core';
import { Entity, Index, ManyToOne, PrimaryKey, Property } from '@mikro-orm/decorators/legacy';
import { Metric } from './metric.entity.js';

/** One measurement of a metric. */
@Entity({ tableName: 'metric_points' })
@Index({ name: 'metric_points_metric_ts_idx', properties: ['metric', 'ts'] })
export class MetricPoint {
  declare [EntityName]?: 'MetricPoint';

  @PrimaryKey({ type: 'uuid' })
  id!: string;

  @ManyToOne(() => Metric, { deleteRule: 'cascade', index: false })
  metric!: Rel<Metric>;

  /** When the value was measured. */
  @Property({ type: 'timestamptz' })
  ts!: Date;

  @Property({ type: 'double' })
  value!: number;

  /** When it was recorded; orders points measured at the same instant. */
  @Property({ type: 'timestamptz' })
  createdAt!: Date;
}
