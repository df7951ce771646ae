import { Migration } from '@mikro-orm/migrations';

export class Migration20261128035359 extends Migration {

  override name = 'Migration20261128035359';

  override up(): void | Promise<void> {
    this.addSql(`create table "invitation_resends" ("id" uuid not null, "invitation_id" uuid not null, "resent_at" timestamptz not null, primary key ("id"));`);
    this.addSql(`create index "invitation_resends_invitation_idx" on "invitation_resends" ("invitation_id", "resent_at");`);
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists "invitation_resends" cascade;`);
  }

}
