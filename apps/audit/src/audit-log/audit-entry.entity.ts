import { Entity, Index, PrimaryKey, Property } from '@mikro-orm/decorators/legacy';

/**
 * One audit log line per event, keyed by the event id so that a redelivered event is
 * recorded once. The table is append-only: the database refuses UPDATE and DELETE.
 */
@Entity({ tableName: 'audit_log' })
@Index({ name: 'audit_log_created_idx', properties: ['createdAt', 'id'] })
@Index({ name: 'audit_log_action_idx', properties: ['action', 'createdAt'] })
@Index({ name: 'audit_log_actor_idx', properties: ['actorEmail', 'createdAt'] })
@Index({ name: 'audit_log_entity_idx', properties: ['entity', 'createdAt'] })
export class AuditEntry {
  @PrimaryKey({ type: 'uuid' })
  id!: string;

  /** When the change happened (the event's occurredAt). */
  @Property({ type: 'timestamptz' })
  createdAt!: Date;

  /** When the audit service wrote it. */
  @Property({ type: 'timestamptz', defaultRaw: 'now()' })
  recordedAt!: Date;

  @Property({ type: 'text', nullable: true })
  actorId?: string | null;

  @Property({ type: 'text', nullable: true })
  actorEmail?: string | null;

  @Property({ type: 'text' })
  action!: string;

  @Property({ type: 'text', nullable: true })
  entity?: string | null;

  @Property({ type: 'jsonb' })
  data!: Record<string, unknown>;

  @Property({ type: 'text', nullable: true })
  requestId?: string | null;
}
