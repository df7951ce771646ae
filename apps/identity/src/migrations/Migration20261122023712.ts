import { Migration } from '@mikro-orm/migrations';

export class Migration20261122023712 extends Migration {

  override name = 'Migration20261122023712';

  override up(): void | Promise<void> {
    this.addSql(`create table "login_attempts" ("id" uuid not null, "email" text not null, "client_address" text not null, "succeeded" boolean not null, "attempted_at" timestamptz not null, primary key ("id"));`);
    this.addSql(`create index "login_attempts_address_idx" on "login_attempts" ("client_address", "attempted_at");`);
    this.addSql(`create index "login_attempts_email_idx" on "login_attempts" ("email", "attempted_at");`);

    this.addSql(`create table "outbox" ("id" uuid not null, "type" text not null, "occurred_at" timestamptz not null, "actor" jsonb null, "entity" text null, "data" jsonb not null, "request_id" text null, "published_at" timestamptz null, "attempts" int not null default 0, "next_attempt_at" timestamptz not null, "last_error" text null, primary key ("id"));`);
    this.addSql(`create index "outbox_pending_idx" on "outbox" ("next_attempt_at") where "published_at" is null;`);

    this.addSql(`create table "users" ("id" uuid not null, "name" text null, "email" text not null, "role" text not null, "theme" text not null default 'light', "active" boolean not null default true, "password_hash" text not null, "created_at" timestamptz not null, "updated_at" timestamptz not null, primary key ("id"));`);
    this.addSql(`alter table "users" add constraint "users_email_key" unique ("email");`);
    this.addSql(`create index "users_created_idx" on "users" ("created_at");`);

    this.addSql(`create table "sessions" ("id" uuid not null, "user_id" uuid not null, "created_at" timestamptz not null, "expires_at" timestamptz not null, "revoked_at" timestamptz null, "revoked_reason" text null, primary key ("id"));`);
    this.addSql(`create index "sessions_user_idx" on "sessions" ("user_id", "revoked_at");`);

    this.addSql(`alter table "sessions" add constraint "sessions_user_id_foreign" foreign key ("user_id") references "users" ("id") on delete cascade;`);
  }

}
