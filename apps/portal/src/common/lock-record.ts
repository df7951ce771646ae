import type { EntityClass, EntityManager, FilterQuery } from '@mikro-orm/postgresql';
import { DomainError, ErrorCode } from '@warroom/contracts';
import { lockRow } from '@warroom/persistence';

/** `<Name> not found`, the 404 of every portal record. */
export const notFound = (name: string): DomainError => new DomainError(ErrorCode.NotFound, `${name} not found`);

/**
 * The record with this id, or a 404 naming it. Read for a change, it is locked first until the
 * transaction ends: of parallel deletes one wins and the others find nothing (404, no event).
 */
export async function lockRecord<E extends { id: string }>(
  em: EntityManager,
  entity: EntityClass<E>,
  id: string,
  name: string,
  populate: readonly string[] = [],
  { lock = true }: { lock?: boolean } = {},
): Promise<E> {
  if (lock && !(await lockRow(em, entity, id))) throw notFound(name);
  // The relations are the kind's own names of its entity's relations, which the types cannot follow.
  const record = await em.findOne(entity, { id } as FilterQuery<E>, { populate: populate as never });
  if (!record) throw notFound(name);
  return record;
}
