import { Migration } from '@mikro-orm/migrations';

export class Migration20261122053724 extends Migration {

  override name = 'Migration20261122053724';

  override up(): void | Promise<void> {
    this.addSql(`create index "audit_log_entity_kind_idx" on "audit_log" ((split_part("entity", ':', 1)), "created_at", "id");`);
  }

  override down(): void | Promise<void> {
    this.addSql(`drop index "audit_log_entity_kind_idx";`);
  }

}
