import { Migration } from '@mikro-orm/migrations';

export class Migration20261127074500 extends Migration {

  override name = 'Migration20261127074500';

  // The outbox's pending rows indexed in the relay's order (issue 19): with only
  // next_attempt_at, every batch sorted all pending rows to take 500 of them.
  override up(): void | Promise<void> {
    this.addSql(`drop index if exists "outbox_pending_idx";`);
    this.addSql(`create index "outbox_pending_idx" on "outbox" ("next_attempt_at", "occurred_at") where "published_at" is null;`);
  }

  override down(): void | Promise<void> {
    this.addSql(`drop index if exists "outbox_pending_idx";`);
    this.addSql(`create index "outbox_pending_idx" on "outbox" ("next_attempt_at") where "published_at" is null;`);
  }

}
