import type { EntityName } from '@mikro-orm/core';
import { Entity, Index, Property, Trigger } from '@mikro-orm/decorators/legacy';
import { CreatedEntity } from '@warroom/persistence';

const REFUSE_CHANGE = `raise exception 'audit_log is append-only: % is not allowed', tg_op using errcode = 'insufficient_privilege';`;

/**
 * One audit log line per event, keyed by the event id so that a redelivered event is
 * recorded once. The table is append-only: the database refuses UPDATE and DELETE
 * (the trigger below) and TRUNCATE (a statement trigger in a migration of its own, as
 * MikroORM does not read statement triggers back when it compares schemas).
 */
@Entity({ tableName: 'audit_log' })
@Trigger({
  name: 'audit_log_append_only',
  timing: 'before',
  events: ['update', 'delete'],
  forEach: 'row',
  body: REFUSE_CHANGE,
})
@Index({ name: 'audit_log_created_idx', properties: ['createdAt', 'id'] })
@Index({ name: 'audit_log_action_idx', properties: ['action', 'createdAt'] })
@Index({ name: 'audit_log_actor_idx', properties: ['actorEmail', 'createdAt'] })
@Index({ name: 'audit_log_entity_idx', properties: ['entity', 'createdAt'] })
// The kind of an entity (`Application` of `Application:<id>`), for "every entry about a kind":
// `entity like 'Kind:%'` cannot use the btree above (the database collation is not C).
@Index({
  name: 'audit_log_entity_kind_idx',
  expression: `create index "audit_log_entity_kind_idx" on "audit_log" ((split_part("entity", ':', 1)), "created_at", "id")`,
})
export class AuditEntry extends CreatedEntity {
  declare [EntityName]?: 'AuditEntry';

  /** When the change happened (the event's occurredAt). */
  /** When the audit service wrote it. */
  @Property({ type: 'timestamptz', defaultRaw: 'now()' }) recordedAt!: Date;
  @Property({ type: 'text', nullable: true }) actorId?: string | null;
  @Property({ type: 'text', nullable: true }) actorEmail?: string | null;
  @Property({ type: 'text' }) action!: string;
  @Property({ type: 'text', nullable: true }) entity?: string | null;
  @Property({ type: 'jsonb' }) data!: Record<string, unknown>;
  @Property({ type: 'text', nullable: true }) requestId?: string | null;
}
