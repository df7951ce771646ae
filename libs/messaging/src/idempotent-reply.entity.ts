import type { EntityName } from '@mikro-orm/core';
import { Entity, Index, PrimaryKey, Property } from '@mikro-orm/decorators/legacy';
import { IDEMPOTENT_REPLY_MIGRATIONS } from './write-migrations.js';

/**
 * The reply of a committed write, by its idempotency key: a repeat of the request (the
 * gateway asks again after a timeout, a client resends with its Idempotency-Key) is answered
 * with it instead of being done twice. Written in the write's own transaction.
 */
@Entity({ tableName: 'idempotent_replies' })
@Index({ name: 'idempotent_replies_created_idx', properties: ['createdAt'] })
export class IdempotentReply {
  declare [EntityName]?: 'IdempotentReply';

  /** The table's migration: every service that writes applies it. */
  static readonly migrations = IDEMPOTENT_REPLY_MIGRATIONS;

  @PrimaryKey({ type: 'text' }) key!: string;
  @Property({ type: 'text' }) subject!: string;
  /** sha256 of the request, so that a key reused for another request is refused. */
  @Property({ type: 'text' }) requestHash!: string;
  @Property({ type: 'jsonb', nullable: true }) reply?: unknown;
  @Property({ type: 'timestamptz' }) createdAt!: Date;
}
