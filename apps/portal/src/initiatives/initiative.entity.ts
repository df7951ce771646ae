import type { EntityName } from '@mikro-orm/core';
import { Entity, Enum, Index, Property } from '@mikro-orm/decorators/legacy';
import { INITIATIVE_STATUSES, RAGS, type InitiativeStatus, type Rag } from '@warroom/contracts';
import { TitledEntity } from '../common/portal-entity.js';

@Entity({ tableName: 'initiatives' })
@Index({ name: 'initiatives_created_idx', properties: ['createdAt', 'id'] })
export class Initiative extends TitledEntity {
  declare [EntityName]?: 'Initiative';

  @Property({ type: 'text', nullable: true }) description?: string | null;
  @Enum({ items: [...INITIATIVE_STATUSES] }) status!: InitiativeStatus;
  @Enum({ items: [...RAGS] }) rag!: Rag;
  /** A calendar day, YYYY-MM-DD; on or before `dueDate`. */
  @Property({ type: 'date', nullable: true }) startDate?: string | null;
  /** A calendar day, YYYY-MM-DD. */
  @Property({ type: 'date', nullable: true }) dueDate?: string | null;
}
