import { Migration } from '@mikro-orm/migrations';

export class Migration20261125101330 extends Migration {

  override name = 'Migration20261125101330';

  override up(): void | Promise<void> {
    this.addSql(`create table "invitations" ("id" uuid not null, "email" text not null, "name" text null, "role" text not null, "status" text not null, "source" text not null, "source_key" text null, "invited_by_email" text null, "created_at" timestamptz not null, "expires_at" timestamptz not null, "accepted_at" timestamptz null, "user_id" uuid null, primary key ("id"));`);
    this.addSql(`alter table "invitations" add constraint "invitations_source_key_key" unique ("source_key");`);
    this.addSql(`create index "invitations_email_idx" on "invitations" ("email");`);
    this.addSql(`create index "invitations_created_idx" on "invitations" ("created_at", "id");`);

    this.addSql(`create table "link_tokens" ("hash" text not null, "purpose" text not null, "subject_id" uuid not null, "created_at" timestamptz not null, "superseded_at" timestamptz null, primary key ("hash"));`);
    this.addSql(`create index "link_tokens_subject_idx" on "link_tokens" ("purpose", "subject_id");`);

    this.addSql(`create table "mail_deliveries" ("event_id" uuid not null, "kind" text not null, "recipient" text not null, "message_id" text not null, "status" text not null, "detail" text null, "at" timestamptz not null, primary key ("event_id"));`);
    this.addSql(`create index "mail_deliveries_at_idx" on "mail_deliveries" ("at");`);

    this.addSql(`create table "password_resets" ("id" uuid not null, "user_id" uuid not null, "created_at" timestamptz not null, "expires_at" timestamptz not null, "used_at" timestamptz null, primary key ("id"));`);
    this.addSql(`create index "password_resets_user_idx" on "password_resets" ("user_id", "created_at");`);

    this.addSql(`alter table "password_resets" add constraint "password_resets_user_id_foreign" foreign key ("user_id") references "users" ("id") on delete cascade;`);
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists "invitations" cascade;`);
    this.addSql(`drop table if exists "link_tokens" cascade;`);
    this.addSql(`drop table if exists "mail_deliveries" cascade;`);
    this.addSql(`drop table if exists "password_resets" cascade;`);
  }

}
