import { randomUUID } from 'node:crypto';
import { join } from 'node:path';
import { MikroORM } from '@mikro-orm/postgresql';
import { ormOptions } from '@warroom/persistence';
import pg from 'pg';
import { WRITE_ENTITIES } from '../src/index.js';

/**
 * The outbox's and idempotent replies' migrations are kept once, in this library, and each
 * service applies them beside its own folder. A database of the release before, which
 * recorded a service's own copy under another name, must not run them again.
 */
describe('the write tables migrations, owned by the library', () => {
  const database = `owned_migrations_${randomUUID().slice(0, 8)}`;
  let admin: pg.Client;
  let orm: MikroORM;

  const executed = async (): Promise<string[]> =>
    (await orm.migrator.getExecuted()).map((migration) => migration.name).sort();

  beforeAll(async () => {
    const adminUrl = process.env.WARROOM_PG_ADMIN_URL;
    if (!adminUrl) throw new Error('WARROOM_PG_ADMIN_URL is set by the test setup');
    admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    await admin.query(`create database "${database}"`);
    const url = new URL(adminUrl);
    url.pathname = `/${database}`;
    const root = process.env.WARROOM_REPO_ROOT ?? process.cwd();
    // Identity's folder: its first migration makes the outbox, the library's come after.
    orm = await MikroORM.init(
      ormOptions({
        clientUrl: url.toString(),
        entities: [...WRITE_ENTITIES],
        migrationsPath: join(root, 'apps', 'identity', 'dist', 'migrations'),
      }),
    );
  });

  afterAll(async () => {
    await orm?.close(true);
    await admin?.query(`drop database if exists "${database}" with (force)`);
    await admin?.end();
  });

  it('applies them on an empty database, in the order of their dates', async () => {
    await orm.migrator.up();
    const names = await executed();
    expect(names).toEqual(
      expect.arrayContaining(['Migration20261123232150', 'Migration20261127074500', 'Migration20261127094735']),
    );
    expect(await orm.migrator.getPending()).toEqual([]);
  });

  it('records a copy kept under a former name as done, and runs nothing again', async () => {
    // The release before: identity recorded its copies as …232149 and …094734.
    const connection = orm.em.getConnection();
    await connection.execute(
      `update "mikro_orm_migrations" set "name" = 'Migration20261123232149' where "name" = 'Migration20261123232150'`,
    );
    await connection.execute(
      `update "mikro_orm_migrations" set "name" = 'Migration20261127094734' where "name" = 'Migration20261127094735'`,
    );
    // Each would fail if it ran again: the table and the trigger are there.
    await expect(orm.migrator.up()).resolves.toEqual([]);
    expect(await executed()).toEqual(
      expect.arrayContaining([
        'Migration20261123232149',
        'Migration20261123232150',
        'Migration20261127094734',
        'Migration20261127094735',
      ]),
    );
    const triggers = await connection.execute<{ count: string }[]>(
      `select count(*)::text as count from pg_trigger where tgname = 'outbox_committed'`,
    );
    expect(triggers[0]?.count).toBe('1');
  });
});
