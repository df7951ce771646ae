import { fileURLToPath } from 'node:url';

/** The entities this service owns (the outbox is added by the service runtime). */
export const entities = [];

export const migrationsPath = fileURLToPath(new URL('./migrations', import.meta.url));
