import { Entity, Index, ManyToOne, Property } from '@mikro-orm/decorators/legacy';
import type { EntityName, Rel } from '@mikro-orm/core';
import { CreatedEntity } from '@warroom/persistence';
import { Application } from '../intake/application.entity.js';

@Entity({ tableName: 'comments' })
@Index({ name: 'comments_application_idx', properties: ['application', 'createdAt'] })
export class Comment extends CreatedEntity {
  declare [EntityName]?: 'Comment';

  @ManyToOne(() => Application, { deleteRule: 'cascade' }) application!: Rel<Application>;
  @Property({ type: 'uuid' }) authorId!: string;
  /** The author's name (or email when they have none) when they wrote it. */
  @Property({ type: 'text' }) authorName!: string;
  @Property({ type: 'text' }) comment!: string;
}
