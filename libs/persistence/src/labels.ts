import type { EntityManager } from '@mikro-orm/postgresql';
import type { EntityLabel, EntityRef } from '@warroom/contracts';

/** How a service reads the name of one kind of its entities: `select id, <label> from <table>`. */
export type LabelSource = { table: string; label: string; id?: RegExp };

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

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
  const found = await Promise.all(
    [...byKind].map(async ([kind, ids]) => {
      const source = sources[kind] as LabelSource;
      const rows = await em.execute<{ id: string; label: string }[]>(
        `select id, ${source.label} as label from ${source.table} where id in (?)`,
        [[...ids]],
      );
      return rows.map((row) => ({ kind, id: row.id, label: row.label }));
    }),
  );
  return found.flat();
}
