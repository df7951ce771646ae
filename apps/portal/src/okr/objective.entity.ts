import { Collection } from '@mikro-orm/core';
import { Entity, Index, OneToMany, Property } from '@mikro-orm/decorators/legacy';
import { KeyResult } from './key-result.entity.js';
import { TitledEntity } from '../common/portal-entity.js';

@Entity({ tableName: 'objectives' })
@Index({ name: 'objectives_created_idx', properties: ['createdAt', 'id'] })
export class Objective extends TitledEntity {
  @Property({ type: 'text', nullable: true })
  description?: string | null;

  /** In the order they were added. */
  @OneToMany(() => KeyResult, (keyResult) => keyResult.objective, { orderBy: { position: 'asc', createdAt: 'asc' } })
  keyResults = new Collection<KeyResult>(this);
}

/** The fields an objective's events record. */
export function objectiveFields(objective: Objective) {
  return { title: objective.title, description: objective.description ?? null };
}
