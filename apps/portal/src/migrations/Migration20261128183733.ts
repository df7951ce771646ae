import { Migration } from '@mikro-orm/migrations';

export class Migration20261128183733 extends Migration {

  override name = 'Migration20261128183733';

  override up(): void | Promise<void> {
    this.addSql(`create table "session_rsvps" ("id" uuid not null, "created_at" timestamptz not null, "meeting_id" uuid not null, "user_id" uuid not null, "going" boolean not null, "updated_at" timestamptz not null, primary key ("id"));`);
    this.addSql(`alter table "session_rsvps" add constraint "session_rsvps_meeting_user_key" unique ("meeting_id", "user_id");`);

    this.addSql(`alter table "session_rsvps" add constraint "session_rsvps_meeting_id_foreign" foreign key ("meeting_id") references "meetings" ("id") on delete cascade;`);
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists "session_rsvps" cascade;`);
  }

}
