import { Migration } from '@mikro-orm/migrations';

export class Migration20261122025056 extends Migration {

  override name = 'Migration20261122025056';

  override up(): void | Promise<void> {
    this.addSql(`create table "applications" ("id" text not null, "applicant_name" text not null, "applicant_email" text not null, "email_key" text not null, "current_role" text not null, "current_company" text null, "linkedin_url" text null, "why_join" text not null, "challenges" text not null, "building_what" text null, "tech_stack" text null, "expertise" jsonb not null, "industry" text null, "stage" text null, "status" text not null, "submitted_at" timestamptz not null, "updated_at" timestamptz not null, "decision_reason" text null, "votes_required" int not null, primary key ("id"));`);
    this.addSql(`create index "applications_status_submitted_idx" on "applications" ("status", "submitted_at");`);
    this.addSql(`create index "applications_submitted_idx" on "applications" ("submitted_at", "id");`);

    this.addSql(`create table "application_counters" ("dimension" text not null, "key" text not null, "count" bigint not null, primary key ("dimension", "key"));`);

    this.addSql(`create table "comments" ("id" uuid not null, "application_id" text not null, "author_id" uuid not null, "author_name" text not null, "comment" text not null, "created_at" timestamptz not null, primary key ("id"));`);
    this.addSql(`create index "comments_application_idx" on "comments" ("application_id", "created_at");`);

    this.addSql(`create table "outbox" ("id" uuid not null, "type" text not null, "occurred_at" timestamptz not null, "actor" jsonb null, "entity" text null, "data" jsonb not null, "request_id" text null, "published_at" timestamptz null, "attempts" int not null default 0, "next_attempt_at" timestamptz not null, "last_error" text null, primary key ("id"));`);
    this.addSql(`create index "outbox_pending_idx" on "outbox" ("next_attempt_at") where "published_at" is null;`);

    this.addSql(`create table "votes" ("id" uuid not null, "application_id" text not null, "voter_id" uuid not null, "voter_email" text not null, "vote" text not null, "reason" text null, "created_at" timestamptz not null, "replaced_at" timestamptz null, primary key ("id"));`);
    this.addSql(`create index "votes_application_idx" on "votes" ("application_id", "replaced_at");`);

    this.addSql(`alter table "comments" add constraint "comments_application_id_foreign" foreign key ("application_id") references "applications" ("id") on delete cascade;`);

    this.addSql(`alter table "votes" add constraint "votes_application_id_foreign" foreign key ("application_id") references "applications" ("id") on delete cascade;`);
  }

}
