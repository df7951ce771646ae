import type { EntityManager, InferClassEntityDB } from '@mikro-orm/postgresql';
import type { Expression, Kysely, RawBuilder, SelectQueryBuilder } from 'kysely';
import { sql } from 'kysely';
import type { Page, PageQuery } from '@warroom/contracts';
import { withinBudget } from './paging.js';

/**
 * The one way a service writes SQL by hand (docs/architecture.md, 'Storage'): MikroORM's
 * Kysely, named by entities and their properties and typed from them. The entity is the one
 * declaration of a table; MikroORM's plugin maps the names to tables and columns and the
 * values both ways, so no row type or column list is written a second time.
 */
export const KYSELY_NAMING = {
  tableNamingStrategy: 'entity',
  columnNamingStrategy: 'property',
  convertValues: true,
} as const;

/**
 * The tables of some entity classes as Kysely sees them. A decorated entity names itself for
 * the type with a phantom property: `declare [EntityName]?: 'Meeting';` (`EntityName` from
 * `@mikro-orm/core`).
 */
export type EntitiesDb<Entities> = InferClassEntityDB<Entities, typeof KYSELY_NAMING>;

/** Kysely over `em` (in its transaction, if it is in one), typed by `Db`. */
export function kyselyOf<Db extends object>(em: EntityManager): Kysely<Db> {
  // getKysely's return type picks `Db` through a conditional type a generic cannot resolve.
  return em.getKysely<Db>(KYSELY_NAMING) as unknown as Kysely<Db>;
}

/** The count of every row a page's filter matches, as a column of each row (one round trip). */
export const TOTAL_OVER_ALL = sql<number>`(count(*) over ())::int`.as('total');

/** A select of some rows, ordered, that a page's limit and offset can end (a Kysely `SelectQueryBuilder`). */
export type PagedSelect<Row> = {
  limit(limit: number): { offset(offset: number): { execute(): Promise<Row[]> } };
};

/**
 * One page of a query that selects `TOTAL_OVER_ALL` beside its columns: its rows made into
 * views and cut to the byte budget, with the total. A page past the end has no row to carry
 * the total, so `count` is asked then.
 */
export async function readPageOf<Row extends { total: number }, View>(
  rows: PagedSelect<Row>,
  page: PageQuery,
  toView: (row: Omit<Row, 'total'>) => View,
  count: () => Promise<number>,
): Promise<Page<View>> {
  const found = await rows.limit(page.limit).offset(page.offset).execute();
  const total = found[0]?.total ?? (page.offset > 0 ? await count() : 0);
  return { items: withinBudget(found.map(({ total: _total, ...row }) => toView(row))), total };
}

/**
 * One page of a query (without `TOTAL_OVER_ALL`) and its total, counted by `count`, the two
 * statements at once: for a list whose total would cost more as a window than on its own. Under
 * `count(*) over ()` PostgreSQL 15 must keep every matching row, and it plans the page's LIMIT
 * as if it could stop early (a search then walks the name index, computing each row's document).
 */
export async function readPageAndCount<Row, View>(
  rows: PagedSelect<Row>,
  page: PageQuery,
  toView: (row: Row) => View,
  count: () => Promise<number>,
): Promise<Page<View>> {
  const [found, total] = await Promise.all([rows.limit(page.limit).offset(page.offset).execute(), count()]);
  return { items: withinBudget(found.map(toView)), total };
}

/**
 * An instant as `Date.toISOString()` writes it (UTC, milliseconds, `Z`), written by PostgreSQL,
 * so that a read hands the text on without the driver parsing a date. Alias it with a name that
 * no entity of the query has as a property (`submittedIso`, not `submittedAt`): the plugin would
 * read that back as a Date, and ORDER BY would take the alias for the column.
 */
export const isoText = (instant: Expression<Date>): RawBuilder<string> =>
  sql<string>`to_char(${instant} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

/**
 * The rows' items as one JSON array built by PostgreSQL, in the order given, and `[]` for no
 * rows: `coalesce(json_agg(item order by …), '[]')`, typed as the items.
 */
export const jsonArrayOf = <Item>(
  item: Expression<Item>,
  orderBy: readonly Expression<unknown>[],
): RawBuilder<Item[]> => sql<Item[]>`coalesce(json_agg(${item} order by ${sql.join(orderBy)}), '[]')`;

/**
 * How many rows a select reads, whatever it selects and in whatever order (`count(*)` over its
 * from and where): the `count` of `readPageOf` for a page past the end.
 */
export async function countOf<DB, TB extends keyof DB, O>(rows: SelectQueryBuilder<DB, TB, O>): Promise<number> {
  const counted = await rows
    .clearSelect()
    .clearOrderBy()
    .select(sql<number>`count(*)::int`.as('rows'))
    // Its one column: a generic `DB` leaves Kysely's result type open.
    .$castTo<{ rows: number }>()
    .executeTakeFirst();
  return counted?.rows ?? 0;
}
