import { Migration } from '@mikro-orm/migrations';

export class Migration20261123232149 extends Migration {

  override name = 'Migration20261123232149';

  override up(): void | Promise<void> {
    this.addSql(`create table "idempotent_replies" ("key" text not null, "subject" text not null, "request_hash" text not null, "reply" jsonb null, "created_at" timestamptz not null, primary key ("key"));`);
    this.addSql(`create index "idempotent_replies_created_idx" on "idempotent_replies" ("created_at");`);
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists "idempotent_replies" cascade;`);
  }

}
