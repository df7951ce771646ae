import type { EntityName, Rel } from '@mikro-orm/core';
import { Entity, Index, ManyToOne, Property } from '@mikro-orm/decorators/legacy';
import { Objective } from './objective.entity.js';
import { PortalEntity } from '../common/portal-entity.js';

@Entity({ tableName: 'key_results' })
@Index({ name: 'key_results_objective_idx', properties: ['objective', 'position'] })
export class KeyResult extends PortalEntity {
  declare [EntityName]?: 'KeyResult';

  @ManyToOne(() => Objective, { deleteRule: 'cascade', index: false }) objective!: Rel<Objective>;
  @Property({ type: 'text' }) title!: string;
  @Property({ type: 'double' }) current!: number;
  /** Never 0: progress is current / target. */
  @Property({ type: 'double' }) target!: number;
  @Property({ type: 'text' }) unit!: string;
  /** Order within the objective. */
  @Property({ type: 'integer' }) position!: number;
}
