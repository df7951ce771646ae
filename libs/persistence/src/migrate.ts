import type { MikroORM } from '@mikro-orm/postgresql';
import pg from 'pg';

const MIGRATION_LOCK_KEY = 7_270_001;

/**
 * Applies the service's committed migrations. Replicas starting together take turns
 * through a PostgreSQL advisory lock held on a connection of its own, so each
 * migration runs once.
 */
export async function applyMigrations(orm: MikroORM, clientUrl: string): Promise<string[]> {
  const lock = new pg.Client({ connectionString: clientUrl });
  await lock.connect();
  try {
    await lock.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
    const applied = await orm.migrator.up();
    return applied.map((m) => m.name);
  } finally {
    await lock.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY]).catch(() => undefined);
    await lock.end();
  }
}

/** True when the database answers a trivial query. */
export async function databaseIsUp(orm: MikroORM): Promise<boolean> {
  try {
    await orm.em.getConnection().execute('select 1');
    return true;
  } catch {
    return false;
  }
}
