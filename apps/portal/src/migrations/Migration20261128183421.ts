import { Migration } from '@mikro-orm/migrations';

export class Migration20261128183421 extends Migration {

  override name = 'Migration20261128183421';

  override up(): void | Promise<void> {
    // Expand only (PRODUCT.md section 20): every meeting there is stays leadership's, an hour long,
    // without links, and the previous release's inserts, which name none of these, get the same.
    this.addSql(`alter table "meetings" add "audience" text not null default 'LEADERSHIP', add "duration_minutes" int not null default 60, add "video_url" text null, add "recording_url" text null;`);
    this.addSql(`create index "meetings_audience_scheduled_idx" on "meetings" ("audience", "scheduled_at", "id");`);
    this.addSql(`alter table "meetings" add constraint "meetings_audience_check" check ("audience" in ('LEADERSHIP', 'MEMBERS'));`);
  }

  override down(): void | Promise<void> {
    this.addSql(`drop index "meetings_audience_scheduled_idx";`);
    this.addSql(`alter table "meetings" drop constraint "meetings_audience_check";`);
    this.addSql(`alter table "meetings" drop column "audience", drop column "duration_minutes", drop column "video_url", drop column "recording_url";`);
  }

}
