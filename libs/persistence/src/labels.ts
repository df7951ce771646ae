import type { EntityManager } from '@mikro-orm/postgresql';
import type { EntityLabel, EntityRef } from '@warroom/contracts';
import { kyselyOf } from './kysely.js';

/**
 * How a service reads the name of one kind of its entities: the entity (its name, `User`, or
 * its table's) and the property that names a row, or several, the first of them not null.
 */
export type LabelSource = { table: string; label: string | readonly [string, ...string[]]; id?: RegExp };

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Any entity's table, as far as a label needs it: an id and columns of text. */
type LabelledDb = Record<string, { id: string; [property: string]: string | null }>;

/**
 * The names of the entities asked for that this service owns, one query a kind, as plain
 * rows; an id that is not one (or names nothing any more) gets no label.
 */
export async function readLabels(
  em: EntityManager,
  sources: Readonly<Record<string, LabelSource>>,
  refs: readonly EntityRef[],
): Promise<EntityLabel[]> {
  const byKind = new Map<string, Set<string>>();
  for (const { kind, id } of refs) {
    const source = sources[kind];
    if (!source || !(source.id ?? UUID).test(id)) continue;
    byKind.set(kind, (byKind.get(kind) ?? new Set()).add(id));
  }
  const db = kyselyOf<LabelledDb>(em);
  const found = await Promise.all(
    [...byKind].map(async ([kind, ids]) => {
      const source = sources[kind] as LabelSource;
      const properties = typeof source.label === 'string' ? [source.label] : source.label;
      const rows = await db
        .selectFrom(source.table)
        .select((eb) => [
          'id',
          eb
            .fn<string | null>(
              'coalesce',
              properties.map((property) => eb.ref(property)),
            )
            .as('label'),
        ])
        .where('id', 'in', [...ids])
        .execute();
      return rows.flatMap(({ id, label }) => (id === null || label === null ? [] : [{ kind, id, label }]));
    }),
  );
  return found.flat();
}
