import type { EntityName } from '@mikro-orm/core';
import { Entity, Index, Property } from '@mikro-orm/decorators/legacy';
import { TitledEntity } from '../common/portal-entity.js';

@Entity({ tableName: 'meetings' })
@Index({ name: 'meetings_scheduled_idx', properties: ['when', 'id'] })
export class Meeting extends TitledEntity {
  declare [EntityName]?: 'Meeting';

  /** When it takes place; `when` is an SQL keyword, hence the column name. */
  @Property({ type: 'timestamptz', fieldName: 'scheduled_at' }) when!: Date;
  @Property({ type: 'text', nullable: true }) agenda?: string | null;
}
