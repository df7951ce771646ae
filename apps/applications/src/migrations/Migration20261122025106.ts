import { Migration } from '@mikro-orm/migrations';

export class Migration20261122025106 extends Migration {

  override name = 'Migration20261122025106';

  override up(): void | Promise<void> {
    // Trigram indexes make the reviewers' case-insensitive search on name, email and company fast.
    this.addSql(`create extension if not exists pg_trgm;`);
    this.addSql(`create index "applications_company_trgm_idx" on "applications" using gin ("current_company" gin_trgm_ops);`);
    this.addSql(`create index "applications_email_trgm_idx" on "applications" using gin ("applicant_email" gin_trgm_ops);`);
    this.addSql(`create index "applications_name_trgm_idx" on "applications" using gin ("applicant_name" gin_trgm_ops);`);
    this.addSql(`create unique index "applications_open_email_key" on "applications" ("email_key") where "status" <> 'REJECTED';`);

    this.addSql(`create unique index "votes_current_key" on "votes" ("application_id", "voter_id") where "replaced_at" is null;`);
  }

  override down(): void | Promise<void> {
    this.addSql(`drop index "applications_company_trgm_idx";`);
    this.addSql(`drop index "applications_email_trgm_idx";`);
    this.addSql(`drop index "applications_name_trgm_idx";`);
    this.addSql(`drop index "applications_open_email_key";`);

    this.addSql(`drop index "votes_current_key";`);
  }

}
