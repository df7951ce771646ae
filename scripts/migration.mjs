#!/usr/bin/env node
// Generates or checks a service's migrations against its entities.
//   npm run migration -- create <service> [--initial] [--blank]
//   npm run migration -- check [<service>...]
// Needs the built apps (npm run build) and a PostgreSQL server to diff against:
// MIGRATION_DATABASE_URL (an admin url, e.g. postgres://postgres@127.0.0.1:55432/postgres).
import { fileURLToPath } from 'node:url';
import path from 'node:path';
import pg from 'pg';
import { MikroORM } from '@mikro-orm/postgresql';
import { WRITE_ENTITIES } from '@warroom/messaging';
import { ormOptions } from '@warroom/persistence';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const SERVICES = ['identity', 'portal', 'applications', 'audit'];
const WITHOUT_OUTBOX = new Set(['audit']);

async function scratchDatabase(adminUrl, name) {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  await client.query(`drop database if exists "${name}" with (force)`);
  await client.query(`create database "${name}"`);
  await client.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

async function withMigratedOrm(adminUrl, service, fn) {
  const { entities } = await import(path.join(root, 'apps', service, 'dist', 'orm.js'));
  const clientUrl = await scratchDatabase(adminUrl, `migration_scratch_${service}`);
  const orm = await MikroORM.init(
    ormOptions({
      clientUrl,
      entities: WITHOUT_OUTBOX.has(service) ? entities : [...entities, ...WRITE_ENTITIES],
      migrationsPath: path.join(root, 'apps', service, 'dist', 'migrations'),
    }),
  );
  try {
    await orm.migrator.up();
    return await fn(orm);
  } finally {
    await orm.close();
  }
}

const [command, ...rest] = process.argv.slice(2);
const adminUrl = process.env.MIGRATION_DATABASE_URL;
if (!adminUrl) {
  console.error('Set MIGRATION_DATABASE_URL to an admin url of a PostgreSQL server.');
  process.exit(2);
}

if (command === 'create') {
  const service = rest.find((a) => !a.startsWith('--'));
  if (!SERVICES.includes(service)) {
    console.error(`Usage: migration create <${SERVICES.join('|')}> [--initial] [--blank]`);
    process.exit(2);
  }
  const out = path.join(root, 'apps', service, 'src', 'migrations');
  const result = await withMigratedOrm(adminUrl, service, (orm) =>
    orm.migrator.create(out, rest.includes('--blank'), rest.includes('--initial')),
  );
  console.log(result.fileName ? `created ${path.join(out, result.fileName)}` : 'no changes: nothing created');
} else if (command === 'check') {
  const services = rest.length ? rest : SERVICES;
  let drift = false;
  for (const service of services) {
    const sql = await withMigratedOrm(adminUrl, service, (orm) => orm.schema.getUpdateSchemaSQL({ wrap: false }));
    if (sql.trim()) {
      drift = true;
      console.error(`${service}: entities and migrations differ:\n${sql}`);
    } else {
      console.log(`${service}: migrations match the entities`);
    }
  }
  process.exit(drift ? 1 : 0);
} else {
  console.error('Usage: migration create <service> | migration check [<service>...]');
  process.exit(2);
}
