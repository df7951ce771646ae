import { Migration } from '@mikro-orm/migrations';
import type { OwnedMigration } from '@warroom/persistence';

/*
 * The migrations of the tables every service that writes keeps (`WRITE_ENTITIES`), kept once
 * here and applied by each such service beside its own folder (`OwnedMigration`). Each service's
 * first migration made its outbox; these came after. They keep the names the services recorded
 * them under, or name the ones a service recorded its copy under (`formerNames`).
 */

class IdempotentRepliesTable extends Migration {
  override name = 'Migration20261123232150';

  override up(): void | Promise<void> {
    this.addSql(
      `create table "idempotent_replies" ("key" text not null, "subject" text not null, "request_hash" text not null, "reply" jsonb null, "created_at" timestamptz not null, primary key ("key"));`,
    );
    this.addSql(`create index "idempotent_replies_created_idx" on "idempotent_replies" ("created_at");`);
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists "idempotent_replies" cascade;`);
  }
}

class OutboxPendingInRelayOrder extends Migration {
  override name = 'Migration20261127074500';

  // The outbox's pending rows indexed in the relay's order (issue 19): with only
  // next_attempt_at, every batch sorted all pending rows to take 500 of them.
  override up(): void | Promise<void> {
    this.addSql(`drop index if exists "outbox_pending_idx";`);
    this.addSql(
      `create index "outbox_pending_idx" on "outbox" ("next_attempt_at", "occurred_at") where "published_at" is null;`,
    );
  }

  override down(): void | Promise<void> {
    this.addSql(`drop index if exists "outbox_pending_idx";`);
    this.addSql(`create index "outbox_pending_idx" on "outbox" ("next_attempt_at") where "published_at" is null;`);
  }
}

class OutboxCommitNotifies extends Migration {
  override name = 'Migration20261127094735';

  // A commit that inserted outbox rows notifies the channel 'outbox' (issue 19): the relay of
  // every process listening wakes at once, instead of at its next poll.
  override up(): void | Promise<void> {
    this.addSql(
      `create or replace function "outbox_outbox_committed_fn"() returns trigger as $$ begin perform pg_notify('outbox', ''); return null; end; $$ language plpgsql;`,
    );
    this.addSql(
      `create trigger "outbox_committed" AFTER INSERT on "outbox" for each STATEMENT execute function "outbox_outbox_committed_fn"();`,
    );
  }

  override down(): void | Promise<void> {
    this.addSql(`drop trigger if exists "outbox_committed" on "outbox";`);
    this.addSql(`drop function if exists "outbox_outbox_committed_fn"();`);
  }
}

/** The outbox's migrations (identity recorded the trigger's as Migration20261127094734). */
export const OUTBOX_MIGRATIONS: readonly OwnedMigration[] = [
  { name: 'Migration20261127074500', class: OutboxPendingInRelayOrder },
  { name: 'Migration20261127094735', class: OutboxCommitNotifies, formerNames: ['Migration20261127094734'] },
];

/** The idempotent replies' table (identity recorded it as Migration20261123232149, applications as …232151). */
export const IDEMPOTENT_REPLY_MIGRATIONS: readonly OwnedMigration[] = [
  {
    name: 'Migration20261123232150',
    class: IdempotentRepliesTable,
    formerNames: ['Migration20261123232149', 'Migration20261123232151'],
  },
];
