import { Migration } from '@mikro-orm/migrations';

export class Migration20261125094538 extends Migration {

  override name = 'Migration20261125094538';

  // Submissions per UTC day (issue 19): the 30-day windows of analytics add them up instead of
  // counting applications. Every application so far, counted once; from now on each
  // submission adds its own in its transaction.
  override up(): void | Promise<void> {
    this.addSql(`insert into "application_counters" ("dimension", "key", "count")
      select 'day', to_char("submitted_at" at time zone 'UTC', 'YYYY-MM-DD'), count(*)
        from "applications" group by 2
      on conflict ("dimension", "key") do update set "count" = excluded."count";`);
  }

  override down(): void | Promise<void> {
    this.addSql(`delete from "application_counters" where "dimension" = 'day';`);
  }

}
