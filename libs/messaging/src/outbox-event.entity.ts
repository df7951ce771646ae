import { Entity, Index, Property, Trigger } from '@mikro-orm/decorators/legacy';
import type { EntityName, Opt } from '@mikro-orm/core';
import type { Actor } from '@warroom/contracts';
import { UuidEntity } from '@warroom/persistence';
import { OUTBOX_CHANNEL } from './outbox-notifications.js';
import { OUTBOX_MIGRATIONS } from './write-migrations.js';

/**
 * An event waiting to be relayed to JetStream. It is written in the same transaction
 * as the change it describes, so a committed change always has its event.
 */
@Entity({ tableName: 'outbox' })
// In the relay's order (next_attempt_at, occurred_at): a batch reads its 1,000 rows off the
// index, not every pending row sorted (issue 19: a backlog made each batch cost its size).
@Index({
  name: 'outbox_pending_idx',
  expression:
    'create index "outbox_pending_idx" on "outbox" ("next_attempt_at", "occurred_at") where "published_at" is null',
})
// A commit that inserted rows notifies OUTBOX_CHANNEL ('outbox'), once per
// transaction, on commit only: the relay of every process listening wakes at once (issue 19).
@Trigger({
  name: 'outbox_committed',
  timing: 'after',
  events: ['insert'],
  forEach: 'statement',
  body: `perform pg_notify('${OUTBOX_CHANNEL}', ''); return null;`,
})
export class OutboxEvent extends UuidEntity {
  declare [EntityName]?: 'OutboxEvent';

  /** The table's migrations after each service's first: every service with an outbox applies them. */
  static readonly migrations = OUTBOX_MIGRATIONS;

  @Property({ type: 'text' }) type!: string;
  @Property({ type: 'timestamptz' }) occurredAt!: Date;
  @Property({ type: 'jsonb', nullable: true }) actor!: Actor | null;
  @Property({ type: 'text', nullable: true }) entity!: string | null;
  @Property({ type: 'jsonb' }) data!: Record<string, unknown>;
  @Property({ type: 'text', nullable: true }) requestId!: string | null;
  @Property({ type: 'timestamptz', nullable: true }) publishedAt?: Date | null;
  @Property({ type: 'integer', default: 0 }) attempts: Opt<number> = 0;
  @Property({ type: 'timestamptz' }) nextAttemptAt!: Date;
  @Property({ type: 'text', nullable: true }) lastError?: string | null;
}
