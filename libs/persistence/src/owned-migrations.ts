import type { MigrateOptions, MigrationObject, MikroORM } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import { Migrator as MikroOrmMigrator } from '@mikro-orm/migrations';

/**
 * A migration of a table that a library declares (the outbox, in libs/messaging): kept once,
 * beside its entity, and applied by every service whose entities include that entity.
 */
export type OwnedMigration = MigrationObject & {
  /**
   * Names it was recorded under in services that kept a copy of their own: a database that
   * recorded one of them has it already, and gets its name recorded instead of running it.
   */
  readonly formerNames?: readonly string[];
};

/** An entity class that brings the migrations of its table (its `migrations`, a static property). */
export type WithOwnedMigrations = { readonly migrations: readonly OwnedMigration[] };

function hasOwnedMigrations(entity: unknown): entity is WithOwnedMigrations {
  return typeof entity === 'function' && 'migrations' in entity && Array.isArray(entity.migrations);
}

/** The migrations the entities bring with them, each once. */
export function ownedMigrationsOf(entities: readonly unknown[]): OwnedMigration[] {
  const byName = new Map<string, OwnedMigration>();
  for (const entity of entities) {
    if (!hasOwnedMigrations(entity)) continue;
    for (const migration of entity.migrations) byName.set(migration.name, migration);
  }
  return [...byName.values()];
}

/**
 * MikroORM's migrator over a service's migrations folder and the migrations its entities bring
 * (`OwnedMigration`), in the order of their names (each name starts with its date). The class is
 * named `Migrator`: MikroORM.init adds its own migrator unless an extension of that name is given.
 */
export const ServiceMigrator = class Migrator extends MikroOrmMigrator {
  static override register(orm: MikroORM): void {
    // A PostgreSQL ORM's entity manager is an SQL one, as Migrator.register takes it.
    orm.config.registerExtension('@mikro-orm/migrator', () => new ServiceMigrator(orm.em as EntityManager));
  }

  private owned(): OwnedMigration[] {
    return ownedMigrationsOf(this.config.get('entities'));
  }

  protected override async discoverMigrations() {
    const folder = await super.discoverMigrations();
    const owned = this.owned().map((migration) => this.initialize(migration.class, migration.name));
    const all = [...folder, ...owned].sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
    const twice = all.find((migration, index) => all[index + 1]?.name === migration.name);
    if (twice) throw new Error(`Migration ${twice.name} is both in the migrations folder and brought by an entity`);
    return all;
  }

  protected override async runMigrations(method: 'up' | 'down', options?: string | string[] | MigrateOptions) {
    await this.init();
    await this.recordMoves();
    return super.runMigrations(method, options);
  }

  /** An owned migration recorded under a former name is recorded under its own too: it does not run again. */
  private async recordMoves(): Promise<void> {
    const executed = new Set(await this.storage.executed());
    for (const migration of this.owned()) {
      if (executed.has(migration.name) || !migration.formerNames?.some((name) => executed.has(name))) continue;
      await this.storage.logMigration({ name: migration.name });
    }
  }
};
