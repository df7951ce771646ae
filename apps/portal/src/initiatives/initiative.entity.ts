import { Entity, Enum, Index, Property } from '@mikro-orm/decorators/legacy';
import {
  INITIATIVE_STATUSES,
  RAGS,
  type Initiative as InitiativeView,
  type InitiativeStatus,
  type Rag,
} from '@warroom/contracts';
import { recordTimes, TitledEntity } from '../common/portal-entity.js';

@Entity({ tableName: 'initiatives' })
@Index({ name: 'initiatives_created_idx', properties: ['createdAt', 'id'] })
export class Initiative extends TitledEntity {
  @Property({ type: 'text', nullable: true })
  description?: string | null;

  @Enum({ items: [...INITIATIVE_STATUSES] })
  status!: InitiativeStatus;

  @Enum({ items: [...RAGS] })
  rag!: Rag;

  /** A calendar day, YYYY-MM-DD. */
  @Property({ type: 'date', nullable: true })
  dueDate?: string | null;
}

/** The fields an initiative's events record. */
export function initiativeFields(initiative: Initiative) {
  return {
    title: initiative.title,
    description: initiative.description ?? null,
    status: initiative.status,
    rag: initiative.rag,
    dueDate: initiative.dueDate ?? null,
  };
}

export function toInitiativeView(initiative: Initiative): InitiativeView {
  return { id: initiative.id, ...initiativeFields(initiative), ...recordTimes(initiative) };
}
