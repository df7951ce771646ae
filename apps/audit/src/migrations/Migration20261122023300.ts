import { Migration } from '@mikro-orm/migrations';

/** The audit log is append-only: the database itself refuses to change or remove an entry. */
export class Migration20261122023300 extends Migration {
  override name = 'Migration20261122023300';

  override up(): void | Promise<void> {
    this.addSql(`create function audit_log_refuse_change() returns trigger language plpgsql as $$
      begin
        raise exception 'audit_log is append-only: % is not allowed', tg_op using errcode = 'insufficient_privilege';
      end;
    $$;`);
    this.addSql(
      `create trigger audit_log_append_only before update or delete on "audit_log" for each row execute function audit_log_refuse_change();`,
    );
    this.addSql(
      `create trigger audit_log_no_truncate before truncate on "audit_log" for each statement execute function audit_log_refuse_change();`,
    );
  }
}
