import { Migration } from '@mikro-orm/migrations';

export class Migration20261125084941 extends Migration {

  override name = 'Migration20261125084941';

  override up(): void | Promise<void> {
    this.addSql(`create table "mail_deliveries" ("event_id" uuid not null, "kind" text not null, "recipient" text not null, "message_id" text not null, "status" text not null, "detail" text null, "at" timestamptz not null, primary key ("event_id"));`);
    this.addSql(`create index "mail_deliveries_at_idx" on "mail_deliveries" ("at");`);

    this.addSql(`drop table if exists "sent_emails" cascade;`);
  }

  override down(): void | Promise<void> {
    this.addSql(`create table "sent_emails" ("event_id" uuid not null, "kind" text not null, "recipient" text not null, "message_id" text not null, "sent_at" timestamptz(6) not null, primary key ("event_id"));`);
    this.addSql(`create index "sent_emails_sent_idx" on "sent_emails" ("sent_at");`);

    this.addSql(`drop table if exists "mail_deliveries" cascade;`);
  }

}
