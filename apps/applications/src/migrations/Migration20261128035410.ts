import { Migration } from '@mikro-orm/migrations';

export class Migration20261128035410 extends Migration {

  override name = 'Migration20261128035410';

  // A LinkedIn URL is an http or https URL (PRODUCT.md section 16): one stored before the
  // rule (a `javascript:` or `data:` URL a reviewer's link would run) is dropped.
  override up(): void | Promise<void> {
    this.addSql(`update "applications" set "linkedin_url" = null where "linkedin_url" is not null and "linkedin_url" !~* '^https?://';`);
  }

  override down(): void | Promise<void> {
    // What was dropped is not kept: nothing to restore.
  }

}
