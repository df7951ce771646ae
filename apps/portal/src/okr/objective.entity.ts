import type { EntityName } from '@mikro-orm/core';
import { Entity, Index, Property } from '@mikro-orm/decorators/legacy';
import { TitledEntity } from '../common/portal-entity.js';

@Entity({ tableName: 'objectives' })
@Index({ name: 'objectives_created_idx', properties: ['createdAt', 'id'] })
export class Objective extends TitledEntity {
  declare [EntityName]?: 'Objective';

  @Property({ type: 'text', nullable: true }) description?: string | null;
}
