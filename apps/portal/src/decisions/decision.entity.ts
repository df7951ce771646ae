import { Collection, type EntityName, type Rel } from '@mikro-orm/core';
import { Entity, Enum, Index, ManyToOne, OneToMany, Property } from '@mikro-orm/decorators/legacy';
import { DECISION_STATUSES, type DecisionStatus } from '@warroom/contracts';
import { TitledEntity } from '../common/portal-entity.js';

/** An architectural decision record. */
@Entity({ tableName: 'decisions' })
@Index({ name: 'decisions_created_idx', properties: ['createdAt', 'id'] })
export class Decision extends TitledEntity {
  declare [EntityName]?: 'Decision';

  @Enum({ items: [...DECISION_STATUSES] }) status!: DecisionStatus;
  @Property({ type: 'text' }) context!: string;
  @Property({ type: 'text' }) decision!: string;
  @Property({ type: 'text' }) consequences!: string;
  /** The decision that replaces this one; deleting that one clears the link. */
  @ManyToOne(() => Decision, { nullable: true, deleteRule: 'set null', index: 'decisions_superseded_by_idx' })
  supersededBy?: Rel<Decision> | null;

  /** The decisions this one replaces. */
  @OneToMany(() => Decision, (decision) => decision.supersededBy)
  supersedes = new Collection<Decision>(this);
}
