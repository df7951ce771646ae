import { Migration } from '@mikro-orm/migrations';

export class Migration20261122023244 extends Migration {

  override name = 'Migration20261122023244';

  override up(): void | Promise<void> {
    this.addSql(`create table "outbox" ("id" uuid not null, "type" text not null, "occurred_at" timestamptz not null, "actor" jsonb null, "entity" text null, "data" jsonb not null, "request_id" text null, "published_at" timestamptz null, "attempts" int not null default 0, "next_attempt_at" timestamptz not null, "last_error" text null, primary key ("id"));`);
    this.addSql(`create index "outbox_pending_idx" on "outbox" ("next_attempt_at") where "published_at" is null;`);
  }

}
