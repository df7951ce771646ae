import { Migration } from '@mikro-orm/migrations';

/** The audit log refuses TRUNCATE too (UPDATE and DELETE are refused by the entity's trigger). */
export class Migration20261122025200 extends Migration {
  override name = 'Migration20261122025200';

  override up(): void | Promise<void> {
    this.addSql(`create or replace function "audit_log_no_truncate_fn"() returns trigger as $$
      begin
        raise exception 'audit_log is append-only: % is not allowed', tg_op using errcode = 'insufficient_privilege';
      end;
    $$ language plpgsql;`);
    this.addSql(
      `create trigger "audit_log_no_truncate" before truncate on "audit_log" for each statement execute function "audit_log_no_truncate_fn"();`,
    );
  }
}
