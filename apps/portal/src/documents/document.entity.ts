import type { EntityName } from '@mikro-orm/core';
import { Entity, Index, Property } from '@mikro-orm/decorators/legacy';
import { TitledEntity } from '../common/portal-entity.js';

/** A markdown document (the web app renders it with raw HTML removed). */
@Entity({ tableName: 'documents' })
@Index({ name: 'documents_created_idx', properties: ['createdAt', 'id'] })
export class Document extends TitledEntity {
  declare [EntityName]?: 'Document';

  @Property({ type: 'text' }) markdown!: string;
}
