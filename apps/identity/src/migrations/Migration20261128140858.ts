import { Migration } from '@mikro-orm/migrations';

export class Migration20261128140858 extends Migration {

  override name = 'Migration20261128140858';

  override up(): void | Promise<void> {
    this.addSql(`alter table "users" add "profile_prompt" boolean not null default false, add "profile_backfill" boolean not null default false;`);
    // Every user there is now may have an accepted application to fill an empty profile from
    // (PRODUCT.md section 16): the identity service's ProfileBackfill looks at each once.
    this.addSql(`update "users" set "profile_backfill" = true;`);
    this.addSql(`create index "users_profile_backfill_idx" on "users" ("id") where "profile_backfill";`);
  }

  override down(): void | Promise<void> {
    this.addSql(`drop index "users_profile_backfill_idx";`);
    this.addSql(`alter table "users" drop column "profile_prompt", drop column "profile_backfill";`);
  }

}
