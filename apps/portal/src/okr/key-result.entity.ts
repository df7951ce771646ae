import { Collection, type Rel } from '@mikro-orm/core';
import { Entity, Index, ManyToOne, OneToMany, Property } from '@mikro-orm/decorators/legacy';
import { CheckIn } from './check-in.entity.js';
import { Objective } from './objective.entity.js';
import { PortalEntity } from '../common/portal-entity.js';

@Entity({ tableName: 'key_results' })
@Index({ name: 'key_results_objective_idx', properties: ['objective', 'position'] })
export class KeyResult extends PortalEntity {
  @ManyToOne(() => Objective, { deleteRule: 'cascade', index: false })
  objective!: Rel<Objective>;

  @Property({ type: 'text' })
  title!: string;

  @Property({ type: 'double' })
  current!: number;

  /** Never 0: progress is current / target. */
  @Property({ type: 'double' })
  target!: number;

  @Property({ type: 'text' })
  unit!: string;

  /** Order within the objective. */
  @Property({ type: 'integer' })
  position!: number;

  @OneToMany(() => CheckIn, (checkIn) => checkIn.keyResult)
  checkIns = new Collection<CheckIn>(this);
}

/** The fields a key result's events record. */
export function keyResultFields(keyResult: KeyResult) {
  return { title: keyResult.title, current: keyResult.current, target: keyResult.target, unit: keyResult.unit };
}
