import { Migration } from '@mikro-orm/migrations';

export class Migration20261125091036 extends Migration {

  override name = 'Migration20261125091036';

  override up(): void | Promise<void> {
    this.addSql(`create table "recusals" ("id" uuid not null, "application_id" text not null, "reviewer_id" uuid not null, "reviewer_name" text not null, "reason" text null, "created_at" timestamptz not null, "withdrawn_at" timestamptz null, primary key ("id"));`);
    this.addSql(`create unique index "recusals_live_key" on "recusals" ("application_id", "reviewer_id") where "withdrawn_at" is null;`);
    this.addSql(`create index "recusals_application_idx" on "recusals" ("application_id", "withdrawn_at");`);

    this.addSql(`alter table "votes" add "voter_name" text null;`);

    this.addSql(`alter table "recusals" add constraint "recusals_application_id_foreign" foreign key ("application_id") references "applications" ("id") on delete cascade;`);
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists "recusals" cascade;`);

    this.addSql(`alter table "votes" drop column "voter_name";`);
  }

}
