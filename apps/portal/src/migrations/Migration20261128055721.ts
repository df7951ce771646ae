import { Migration } from '@mikro-orm/migrations';

export class Migration20261128055721 extends Migration {

  override name = 'Migration20261128055721';

  override up(): void | Promise<void> {
    this.addSql(`alter table "initiatives" add "start_date" date null;`);
  }

  override down(): void | Promise<void> {
    this.addSql(`alter table "initiatives" drop column "start_date";`);
  }

}
