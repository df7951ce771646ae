import type { EntityManager, EntityName } from '@mikro-orm/postgresql';
import { kyselyOf } from './kysely.js';

/**
 * Locks the row with this id for the rest of the transaction and says whether it exists.
 * Every update and delete locks what it reads, so that of parallel deletes one wins and
 * the others find nothing (404, no event), and parallel updates see each other's result.
 */
export async function lockRow<T extends { id: string }>(
  em: EntityManager,
  entity: EntityName<T>,
  id: string,
): Promise<boolean> {
  // Any entity with an id: its table is named by the entity, as every Kysely read here.
  const { className } = em.getMetadata().get(entity);
  const row = await kyselyOf<Record<string, { id: string }>>(em)
    .selectFrom(className)
    .select('id')
    .where('id', '=', id)
    .forUpdate()
    .executeTakeFirst();
  return row !== undefined;
}

/**
 * Holds a transaction-level advisory lock on `key` until `em`'s transaction ends: changes that
 * take the same key go one at a time, whatever rows they touch.
 */
export async function lockUntilCommit(em: EntityManager, key: string): Promise<void> {
  await kyselyOf<Record<string, never>>(em)
    .selectNoFrom((eb) => eb.fn('pg_advisory_xact_lock', [eb.fn('hashtext', [eb.val(key)])]).as('locked'))
    .execute();
}
