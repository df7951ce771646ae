import type { EntityManager } from '@mikro-orm/postgresql';
import type { Kysely } from 'kysely';
import { kyselyOf, type EntitiesDb } from '@warroom/persistence';
import type { entities } from './orm.js';

/**
 * The portal's tables as its hand-shaped reads see them: named by entity and property, typed
 * from the entities (docs/architecture.md, 'Storage').
 */
export type PortalDb = EntitiesDb<(typeof entities)[number]>;

/** Kysely over `em` (in its transaction, if it is in one). */
export const portalDb = (em: EntityManager): Kysely<PortalDb> => kyselyOf<PortalDb>(em);
