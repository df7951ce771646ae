import { defineConfig, type Options } from '@mikro-orm/postgresql';
import { ServiceMigrator } from './owned-migrations.js';
import { ReflectMetadataProvider } from '@mikro-orm/decorators/legacy';
import type { Logger } from 'pino';

export type OrmOptionsInput = {
  clientUrl: string;
  /** Entity classes the service owns. */
  entities: Options['entities'];
  /** Absolute path of the folder that holds the service's migrations (src or dist); the entities may bring more (`OwnedMigration`). */
  migrationsPath: string;
  logger?: Logger;
  /** Connection pool size per process. */
  poolMax?: number;
};

/** The MikroORM setup every service shares: PostgreSQL, reflect metadata, committed migrations. */
export function ormOptions(input: OrmOptionsInput): Options {
  return defineConfig({
    clientUrl: input.clientUrl,
    entities: input.entities,
    metadataProvider: ReflectMetadataProvider,
    extensions: [ServiceMigrator],
    allowGlobalContext: false,
    forceUtcTimezone: true,
    pool: { min: 0, max: input.poolMax ?? 10 },
    debug: false,
    logger: input.logger ? (message) => input.logger?.debug({ orm: true }, message) : undefined,
    // SQL functions (the search documents, `search_unaccent`) are written by the migrations that
    // need them, beside their indexes; the schema diff leaves them alone (text-search.ts).
    schemaGenerator: { ignoreRoutines: true },
    migrations: {
      path: input.migrationsPath,
      glob: '!(*.d|*.spec).{js,ts}',
      transactional: true,
      allOrNothing: true,
      snapshot: false,
      emit: 'ts',
    },
  });
}
