import { fileURLToPath } from 'node:url';
import type { EntitiesDb } from '@warroom/persistence';
import { AuditEntry } from './audit-log/audit-entry.entity.js';

export const entities = [AuditEntry];

/** Its table as Kysely reads it (`kyselyOf<AuditDb>(em)`), named by entity and property. */
export type AuditDb = EntitiesDb<(typeof entities)[number]>;

export const migrationsPath = fileURLToPath(new URL('./migrations', import.meta.url));
