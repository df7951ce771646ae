import { Collection } from '@mikro-orm/core';
import { Entity, Index, OneToMany, PrimaryKey, Property } from '@mikro-orm/decorators/legacy';
import type { Objective as ObjectiveView, ObjectiveDetail } from '@warroom/contracts';
import { KeyResult, toKeyResultDetailView, toKeyResultView } from './key-result.entity.js';

@Entity({ tableName: 'objectives' })
@Index({ name: 'objectives_created_idx', properties: ['createdAt', 'id'] })
export class Objective {
  @PrimaryKey({ type: 'uuid' })
  id!: string;

  @Property({ type: 'text' })
  title!: string;

  @Property({ type: 'text', nullable: true })
  description?: string | null;

  /** In the order they were added. */
  @OneToMany(() => KeyResult, (keyResult) => keyResult.objective, { orderBy: { position: 'asc', createdAt: 'asc' } })
  keyResults = new Collection<KeyResult>(this);

  @Property({ type: 'timestamptz' })
  createdAt!: Date;

  @Property({ type: 'timestamptz' })
  updatedAt!: Date;
}

/** The fields an objective's events record. */
export function objectiveFields(objective: Objective) {
  return { title: objective.title, description: objective.description ?? null };
}

/** The list's reading: key results without their check-ins. */
export function toObjectiveView(objective: Objective): ObjectiveView {
  return {
    id: objective.id,
    title: objective.title,
    description: objective.description ?? null,
    keyResults: objective.keyResults.getItems().map(toKeyResultView),
    createdAt: objective.createdAt.toISOString(),
    updatedAt: objective.updatedAt.toISOString(),
  };
}

/** The detail's reading: each key result with its check-ins (they must be loaded). */
export function toObjectiveDetailView(objective: Objective): ObjectiveDetail {
  return { ...toObjectiveView(objective), keyResults: objective.keyResults.getItems().map(toKeyResultDetailView) };
}
