import type { EntityName, Rel } from '@mikro-orm/core';
import { Entity, Index, ManyToOne, Property } from '@mikro-orm/decorators/legacy';
import { CreatedEntity } from '@warroom/persistence';
import { Metric } from './metric.entity.js';

/** One measurement of a metric; `createdAt`, when it was recorded, orders points measured at the same instant. */
@Entity({ tableName: 'metric_points' })
@Index({ name: 'metric_points_metric_ts_idx', properties: ['metric', 'ts'] })
export class MetricPoint extends CreatedEntity {
  declare [EntityName]?: 'MetricPoint';

  @ManyToOne(() => Metric, { deleteRule: 'cascade', index: false }) metric!: Rel<Metric>;
  /** When the value was measured. */
  @Property({ type: 'timestamptz' }) ts!: Date;
  @Property({ type: 'double' }) value!: number;
}
