import { Migration } from '@mikro-orm/migrations';

export class Migration20261123225011 extends Migration {

  override name = 'Migration20261123225011';

  override up(): void | Promise<void> {
    // Password changes are throttled like logins; the rows so far were all logins.
    this.addSql(`alter table "login_attempts" add column "kind" text not null default 'login';`);
  }

  override down(): void | Promise<void> {
    this.addSql(`alter table "login_attempts" drop column "kind";`);
  }

}
