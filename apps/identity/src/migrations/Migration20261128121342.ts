import { Migration } from '@mikro-orm/migrations';

export class Migration20261128121342 extends Migration {

  override name = 'Migration20261128121342';

  override up(): void | Promise<void> {
    this.addSql(`alter table "invitations" add "profile" jsonb null;`);
    this.addSql(`alter table "users" add "headline" text null, add "company" text null, add "bio" text null, add "expertise" jsonb not null default '[]', add "industry" text null, add "stage" text null, add "stage_since" date null, add "linkedin_url" text null, add "location" text null, add "open_to" jsonb not null default '[]', add "visibility" text not null default 'MEMBERS', add "share_email" boolean not null default false;`);
    // The directory's search (PRODUCT.md section 16): unaccent made immutable, the document of a
    // user's profile, and its GIN index (as libs/persistence/src/text-search.ts and
    // apps/identity/src/members/member-search.ts say them; written out here, as this release ran them).
    this.addSql(`create extension if not exists unaccent;`);
    this.addSql(`create or replace function search_unaccent(text) returns text language sql immutable parallel safe strict as $$ select public.unaccent('public.unaccent'::regdictionary, $1) $$;`);
    this.addSql(`create or replace function search_document(text) returns tsvector language sql immutable parallel safe strict as $$ select to_tsvector('english', search_unaccent($1)) || to_tsvector('simple', search_unaccent($1)) $$;`);
    this.addSql(`create or replace function member_search(name text, headline text, company text, bio text, location text) returns tsvector language sql immutable parallel safe as $$ select setweight(search_document(coalesce(name, '') || ' ' || coalesce(headline, '')), 'A') || setweight(search_document(coalesce(company, '') || ' ' || coalesce(location, '')), 'B') || setweight(search_document(coalesce(bio, '')), 'C') $$;`);
    this.addSql(`create index "users_member_search_idx" on "users" using gin (member_search("name", "headline", "company", "bio", "location"));`);
    this.addSql(`create index "users_directory_idx" on "users" (lower("name"), "id");`);
  }

  override down(): void | Promise<void> {
    this.addSql(`alter table "invitations" drop column "profile";`);
    this.addSql(`drop index "users_member_search_idx";`);
    this.addSql(`drop index "users_directory_idx";`);
    this.addSql(`drop function if exists member_search(text, text, text, text, text);`);
    this.addSql(`drop function if exists search_document(text);`);
    this.addSql(`alter table "users" drop column "headline", drop column "company", drop column "bio", drop column "expertise", drop column "industry", drop column "stage", drop column "stage_since", drop column "linkedin_url", drop column "location", drop column "open_to", drop column "visibility", drop column "share_email";`);
  }

}
