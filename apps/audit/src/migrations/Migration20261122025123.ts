import { Migration } from '@mikro-orm/migrations';

export class Migration20261122025123 extends Migration {

  override name = 'Migration20261122025123';

  override up(): void | Promise<void> {
    this.addSql(`create table "audit_log" ("id" uuid not null, "created_at" timestamptz not null, "recorded_at" timestamptz not null default now(), "actor_id" text null, "actor_email" text null, "action" text not null, "entity" text null, "data" jsonb not null, "request_id" text null, primary key ("id"));`);
    this.addSql(`create index "audit_log_entity_idx" on "audit_log" ("entity", "created_at");`);
    this.addSql(`create index "audit_log_actor_idx" on "audit_log" ("actor_email", "created_at");`);
    this.addSql(`create index "audit_log_action_idx" on "audit_log" ("action", "created_at");`);
    this.addSql(`create index "audit_log_created_idx" on "audit_log" ("created_at", "id");`);
    this.addSql(`create or replace function "audit_log_audit_log_append_only_fn"() returns trigger as \$\$ begin raise exception 'audit_log is append-only: % is not allowed', tg_op using errcode = 'insufficient_privilege'; end; \$\$ language plpgsql;`);
    this.addSql(`create trigger "audit_log_append_only" BEFORE UPDATE OR DELETE on "audit_log" for each ROW execute function "audit_log_audit_log_append_only_fn"();`);
  }

}
