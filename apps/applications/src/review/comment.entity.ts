import { Entity, Index, ManyToOne, PrimaryKey, Property } from '@mikro-orm/decorators/legacy';
import type { EntityName, Rel } from '@mikro-orm/core';
import { Application } from '../intake/application.entity.js';

@Entity({ tableName: 'comments' })
@Index({ name: 'comments_application_idx', properties: ['application', 'createdAt'] })
export class Comment {
  declare [EntityName]?: 'Comment';

  @PrimaryKey({ type: 'uuid' })
  id!: string;

  @ManyToOne(() => Application, { deleteRule: 'cascade' })
  application!: Rel<Application>;

  @Property({ type: 'uuid' })
  authorId!: string;

  /** The author's name (or email when they have none) when they wrote it. */
  @Property({ type: 'text' })
  authorName!: string;

  @Property({ type: 'text' })
  comment!: string;

  @Property({ type: 'timestamptz' })
  createdAt!: Date;
}
