import type { EntityName } from '@mikro-orm/core';
import { Entity, Index, Property } from '@mikro-orm/decorators/legacy';
import { PortalEntity } from '../common/portal-entity.js';

@Entity({ tableName: 'metrics' })
@Index({ name: 'metrics_created_idx', properties: ['createdAt', 'id'] })
export class Metric extends PortalEntity {
  declare [EntityName]?: 'Metric';

  @Property({ type: 'text', unique: 'metrics_key_key' }) key!: string;
  @Property({ type: 'text' }) label!: string;
  @Property({ type: 'text', nullable: true }) unit?: string | null;
  @Property({ type: 'double', nullable: true }) target?: number | null;
}
