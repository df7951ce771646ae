import { Migration } from '@mikro-orm/migrations';

export class Migration20261127094734 extends Migration {

  override name = 'Migration20261127094734';

  // A commit that inserted outbox rows notifies the channel 'outbox' (issue 19): the relay of
  // every process listening wakes at once, instead of at its next poll.
  override up(): void | Promise<void> {
    this.addSql(`create or replace function "outbox_outbox_committed_fn"() returns trigger as \$\$ begin perform pg_notify('outbox', ''); return null; end; \$\$ language plpgsql;`);
    this.addSql(`create trigger "outbox_committed" AFTER INSERT on "outbox" for each STATEMENT execute function "outbox_outbox_committed_fn"();`);
  }

  override down(): void | Promise<void> {
    this.addSql(`drop trigger if exists "outbox_committed" on "outbox";`);
    this.addSql(`drop function if exists "outbox_outbox_committed_fn"();`);
  }

}
