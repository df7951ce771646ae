import { Migration } from '@mikro-orm/migrations';

export class Migration20261122025735 extends Migration {

  override name = 'Migration20261122025735';

  override up(): void | Promise<void> {
    this.addSql(`create table "decisions" ("id" uuid not null, "title" text not null, "status" text not null, "context" text not null, "decision" text not null, "consequences" text not null, "superseded_by_id" uuid null, "created_at" timestamptz not null, "updated_at" timestamptz not null, primary key ("id"));`);
    this.addSql(`create index "decisions_superseded_by_idx" on "decisions" ("superseded_by_id");`);
    this.addSql(`create index "decisions_created_idx" on "decisions" ("created_at", "id");`);
    this.addSql(`alter table "decisions" add constraint "decisions_status_check" check ("status" in ('PROPOSED', 'ACCEPTED', 'REJECTED', 'SUPERSEDED'));`);

    this.addSql(`create table "documents" ("id" uuid not null, "title" text not null, "markdown" text not null, "created_at" timestamptz not null, "updated_at" timestamptz not null, primary key ("id"));`);
    this.addSql(`create index "documents_created_idx" on "documents" ("created_at", "id");`);

    this.addSql(`create table "initiatives" ("id" uuid not null, "title" text not null, "description" text null, "status" text not null, "rag" text not null, "due_date" date null, "created_at" timestamptz not null, "updated_at" timestamptz not null, primary key ("id"));`);
    this.addSql(`create index "initiatives_created_idx" on "initiatives" ("created_at", "id");`);
    this.addSql(`alter table "initiatives" add constraint "initiatives_status_check" check ("status" in ('BACKLOG', 'IN_PROGRESS', 'DONE', 'BLOCKED'));`);
    this.addSql(`alter table "initiatives" add constraint "initiatives_rag_check" check ("rag" in ('GREEN', 'AMBER', 'RED'));`);

    this.addSql(`create table "meetings" ("id" uuid not null, "title" text not null, "scheduled_at" timestamptz not null, "agenda" text null, "created_at" timestamptz not null, "updated_at" timestamptz not null, primary key ("id"));`);
    this.addSql(`create index "meetings_scheduled_idx" on "meetings" ("scheduled_at", "id");`);

    this.addSql(`create table "metrics" ("id" uuid not null, "key" text not null, "label" text not null, "unit" text null, "target" double precision null, "created_at" timestamptz not null, "updated_at" timestamptz not null, primary key ("id"));`);
    this.addSql(`alter table "metrics" add constraint "metrics_key_key" unique ("key");`);
    this.addSql(`create index "metrics_created_idx" on "metrics" ("created_at", "id");`);

    this.addSql(`create table "metric_points" ("id" uuid not null, "metric_id" uuid not null, "ts" timestamptz not null, "value" double precision not null, "created_at" timestamptz not null, primary key ("id"));`);
    this.addSql(`create index "metric_points_metric_ts_idx" on "metric_points" ("metric_id", "ts");`);

    this.addSql(`create table "objectives" ("id" uuid not null, "title" text not null, "description" text null, "created_at" timestamptz not null, "updated_at" timestamptz not null, primary key ("id"));`);
    this.addSql(`create index "objectives_created_idx" on "objectives" ("created_at", "id");`);

    this.addSql(`create table "key_results" ("id" uuid not null, "objective_id" uuid not null, "title" text not null, "current" double precision not null, "target" double precision not null, "unit" text not null, "position" int not null, "created_at" timestamptz not null, "updated_at" timestamptz not null, primary key ("id"));`);
    this.addSql(`create index "key_results_objective_idx" on "key_results" ("objective_id", "position");`);

    this.addSql(`create table "key_result_check_ins" ("id" uuid not null, "key_result_id" uuid not null, "value" double precision not null, "previous_value" double precision not null, "actor_id" uuid not null, "actor_email" text not null, "created_at" timestamptz not null, primary key ("id"));`);
    this.addSql(`create index "key_result_check_ins_key_result_idx" on "key_result_check_ins" ("key_result_id", "created_at");`);

    this.addSql(`create table "outbox" ("id" uuid not null, "type" text not null, "occurred_at" timestamptz not null, "actor" jsonb null, "entity" text null, "data" jsonb not null, "request_id" text null, "published_at" timestamptz null, "attempts" int not null default 0, "next_attempt_at" timestamptz not null, "last_error" text null, primary key ("id"));`);
    this.addSql(`create index "outbox_pending_idx" on "outbox" ("next_attempt_at") where "published_at" is null;`);

    this.addSql(`alter table "decisions" add constraint "decisions_superseded_by_id_foreign" foreign key ("superseded_by_id") references "decisions" ("id") on delete set null;`);

    this.addSql(`alter table "metric_points" add constraint "metric_points_metric_id_foreign" foreign key ("metric_id") references "metrics" ("id") on delete cascade;`);

    this.addSql(`alter table "key_results" add constraint "key_results_objective_id_foreign" foreign key ("objective_id") references "objectives" ("id") on delete cascade;`);

    this.addSql(`alter table "key_result_check_ins" add constraint "key_result_check_ins_key_result_id_foreign" foreign key ("key_result_id") references "key_results" ("id") on delete cascade;`);
  }

}
