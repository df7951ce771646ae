import type { EntityManager } from '@mikro-orm/postgresql';
import { jsonBytes, jsonBytesBound, PAGE_BYTES_MAX, type Page, type PageQuery } from '@warroom/contracts';

/**
 * The longest start of `items` whose JSON stays within the byte budget, and at least one
 * item: a page stops early rather than outgrow a NATS message (issue 14). The caller's
 * total still counts everything, so a client goes on from `offset + items.length`.
 */
export function withinBudget<T>(items: readonly T[], budgetBytes = PAGE_BYTES_MAX): T[] {
  // Most pages are far below the budget: a bound on their size, found without serializing, settles it.
  if (jsonBytesBound(items, budgetBytes) <= budgetBytes) return [...items];
  let used = 2;
  for (let index = 0; index < items.length; index += 1) {
    used += jsonBytes(items[index]) + 1;
    if (used > budgetBytes && index > 0) return items.slice(0, index);
  }
  return [...items];
}

export type PageSql = {
  /** The select list, e.g. `id, title, left(markdown, 100) as markdown`. */
  columns: string;
  /** The table (or join) the rows come from. */
  from: string;
  /** A filter with `?` placeholders, without `where`. */
  where?: string;
  params?: readonly unknown[];
  /** A total order, e.g. `created_at desc, id desc`. */
  orderBy: string;
};

/**
 * One page of rows read as plain rows (no managed entities: a read needs none), made into
 * views, cut to the byte budget, with the count of every row the filter matches.
 */
export async function readPage<Row, View>(
  em: EntityManager,
  sql: PageSql,
  page: PageQuery,
  toView: (row: Row) => View,
): Promise<Page<View>> {
  const where = sql.where ? ` where ${sql.where}` : '';
  const params = sql.params ?? [];
  const [rows, counted] = await Promise.all([
    em.execute<Row[]>(`select ${sql.columns} from ${sql.from}${where} order by ${sql.orderBy} limit ? offset ?`, [
      ...params,
      page.limit,
      page.offset,
    ]),
    em.execute<{ total: string | number }[]>(`select count(*) as total from ${sql.from}${where}`, [...params]),
  ]);
  return { items: withinBudget(rows.map(toView)), total: Number(counted[0]?.total ?? 0) };
}

/** Text for `ilike '%…%'`: its own `%`, `_` and `\\` match themselves. */
export const escapeLike = (text: string): string => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/** An instant from a row: the driver gives a Date, a plain query may give text. */
export const isoOf = (value: Date | string): string => new Date(value).toISOString();
