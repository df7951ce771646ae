import { sql, type RawBuilder } from 'kysely';
import type { ExpressionIndex } from '@warroom/persistence';

/*
 * The directory's search document: a user's name and headline (weight A), company and
 * location (B) and bio (C), stemmed and as written, accents ignored (`search_document`,
 * libs/persistence/src/text-search.ts): the SQL function `member_search`
 * (created by Migration20261128121342), used by the index and by every search, so that a
 * search is an index scan (PRODUCT.md section 16).
 */

export const MEMBER_SEARCH_INDEX: ExpressionIndex = {
  name: 'users_member_search_idx',
  expression:
    'create index "users_member_search_idx" on "users" using gin (member_search("name", "headline", "company", "bio", "location"))',
};

/** A user row's search document, as the index holds it. */
export const memberDocument: RawBuilder<unknown> = sql`member_search(${sql.ref('name')}, ${sql.ref('headline')}, ${sql.ref('company')}, ${sql.ref('bio')}, ${sql.ref('location')})`;
