import type { EntityClass, EntityManager } from '@mikro-orm/postgresql';
import { sql, type AliasedRawBuilder, type Compilable, type Kysely } from 'kysely';
import { PREVIEW_LENGTH, type Page, type PageQuery } from '@warroom/contracts';
import { readPageOf, TOTAL_OVER_ALL } from '@warroom/persistence';
import { portalDb } from '../portal-db.js';
import type { RecordIn, ViewValue } from './record-fields.js';
import type { PortalRecord } from './record-kind.js';

/*
 * Reads of many rows. A select built on `portalDb` names entities and properties, which
 * MikroORM's Kysely plugin turns into tables and columns when it compiles; executed, the same
 * plugin maps every row back, trying each column name of each entity in the query on it
 * (about 15 µs a row: the OKR list, 500 rows an answer, took four times as long as the read
 * itself and halved its throughput in the bench). `readRows` compiles the select with the
 * plugin and reads its rows as PostgreSQL writes them, so each selection names itself as its
 * property (`selected`): a column under its property's name, an instant as the ISO text
 * `Date.toISOString()` writes (PostgreSQL writes it; the driver would give other text).
 */

/** The rows of a select built on `portalDb`, as PostgreSQL writes them (see above). */
export async function readRows<Row>(em: EntityManager, select: Compilable<Row>): Promise<Row[]> {
  return (await portalDb(em).withoutPlugins().executeQuery(select)).rows;
}

/** How many rows a select reads, as a number. */
export const COUNT = sql<number>`count(*)::int`.as('count');

/**
 * An instant as ISO 8601 text, as `Date.toISOString()` writes it. Named other than its column
 * where the select is ordered by that column: ORDER BY takes an output name first.
 */
export const instant = <A extends string>(column: string, alias: A) =>
  sql<string>`to_char(${sql.ref(column)} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`.as(alias);

type Previewed = keyof typeof PREVIEW_LENGTH;
const isPreviewed = (name: string): name is Previewed => Object.hasOwn(PREVIEW_LENGTH, name);

/** The start of a long text that a list shows (SPEC.md section 9), under the field's own name. */
const previewOf = (name: Previewed) => sql<string>`left(${sql.ref(name)}, ${sql.lit(PREVIEW_LENGTH[name])})`.as(name);

type InstantKeys<E> = { [P in keyof E]-?: NonNullable<E[P]> extends Date ? P : never }[keyof E];

/** A property as `selected` reads it, under its own name. */
type Selection<E, K extends keyof E & string, Preview extends boolean> =
  K extends InstantKeys<E>
    ? AliasedRawBuilder<ViewValue<E[K]>, K>
    : Preview extends true
      ? K extends Previewed
        ? AliasedRawBuilder<ViewValue<E[K]>, K>
        : `${K} as ${K}`
      : `${K} as ${K}`;

/**
 * Some properties of `entity` as `readRows` reads them, each under its own name: a column as it
 * is (`"due_date" as "dueDate"`), an instant as ISO text, and with `preview` a long text as the
 * start its list shows.
 */
export function selected<E extends object, const K extends keyof E & string, P extends boolean = false>(
  em: EntityManager,
  entity: EntityClass<E>,
  names: readonly K[],
  preview?: P,
): Selection<E, K, P>[] {
  const { props } = em.getMetadata().get(entity);
  const instants = new Set<string>(props.filter((property) => property.runtimeType === 'Date').map(({ name }) => name));
  // Each is the selection its type names: the entity's metadata says which are instants.
  return names.map((name) => {
    if (instants.has(name)) return instant(name, name);
    return preview && isPreviewed(name) ? previewOf(name) : `${name} as ${name}`;
  }) as Selection<E, K, P>[];
}

/**
 * The select list of a page of a kind's list: the id, the fields (a long text as its preview),
 * the two times and the count of every row the filter matches (`readPageOf`).
 */
export function listColumns<
  E extends { id: string; createdAt: Date; updatedAt: Date },
  const K extends keyof E & string,
>(em: EntityManager, entity: EntityClass<E>, fields: readonly K[]) {
  return [
    'id' as const,
    ...selected(em, entity, fields, true),
    ...selected(em, entity, ['createdAt', 'updatedAt']),
    TOTAL_OVER_ALL,
  ];
}

/** A select in a total order that a page's limit and offset can end. */
type Pageable<Row> = { limit(limit: number): { offset(offset: number): Compilable<Row> } };

/**
 * One page of a list: `rows` (selecting `TOTAL_OVER_ALL`: one round trip) read by `readRows`,
 * made into summaries and cut to the byte budget, with the total.
 */
export function pageOf<Row extends { total: number }, Summary>(
  em: EntityManager,
  rows: Pageable<Row>,
  page: PageQuery,
  toSummary: (row: Omit<NoInfer<Row>, 'total'>) => Summary,
): Promise<Page<Summary>> {
  const read = (limit: number, offset: number) => readRows(em, rows.limit(limit).offset(offset));
  const select = {
    limit: (limit: number) => ({ offset: (offset: number) => ({ execute: () => read(limit, offset) }) }),
  };
  // A page past the end has no row to carry the total: the first row of the list has it.
  const count = async () => (await read(1, 0))[0]?.total ?? 0;
  return readPageOf(select, page, toSummary, count);
}

/**
 * The list of a kind that shows its fields: newest first by `by`, then by id (a total order,
 * which a page's limit and offset end where they should), each row as `listColumns` selects
 * it, shown by `show`.
 */
export function newestFirst<E extends PortalRecord, const K extends keyof E & string, Summary>(
  entity: EntityClass<E>,
  fields: readonly K[],
  show: (row: RecordIn<E, K>) => Summary,
  by: 'createdAt' | 'when' = 'createdAt',
): (em: EntityManager, query: PageQuery) => Promise<Page<Summary>> {
  return (em, query) => {
    // Kysely types a select by a table named in the code; this one is the entity's (the plugin
    // names tables by entity), and its rows are what `listColumns` selects of it.
    const db = portalDb(em) as unknown as Kysely<Record<string, Record<string, unknown>>>;
    const rows = db
      .selectFrom(entity.name)
      .select(listColumns(em, entity, fields) as never)
      .orderBy(by, 'desc')
      .orderBy('id', 'desc');
    return pageOf(em, rows as unknown as Pageable<RecordIn<E, K> & { total: number }>, query, (row) =>
      show(row as RecordIn<E, K>),
    );
  };
}
