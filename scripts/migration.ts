// Generates or checks a service's migrations against its entities.
//   npm run migration -- create <service> [--initial] [--blank]
//   npm run migration -- check [<service>...]
// Needs the built apps (npm run build) and a PostgreSQL server to diff against:
// MIGRATION_DATABASE_URL (an admin url, e.g. postgres://postgres@127.0.0.1:55432/postgres).
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import pg from 'pg';
import { MikroORM, type Options } from '@mikro-orm/postgresql';
import { SERVICE_NAMES, type ServiceName } from '@warroom/local-infra';
import { WRITE_ENTITIES } from '@warroom/messaging';
import { ormOptions } from '@warroom/persistence';
import { repoRoot } from './lib/repo.ts';

type Entities = NonNullable<Options['entities']>;

const WITHOUT_OUTBOX: ReadonlySet<ServiceName> = new Set(['audit']);
const USAGE = `Usage: migration create <${SERVICE_NAMES.join('|')}> [--initial] [--blank] | migration check [<service>...]`;

function isServiceName(name: string | undefined): name is ServiceName {
  return SERVICE_NAMES.some((service) => service === name);
}

/** An apps/<service>/dist/orm.js module: `entities` is its list of entity classes. */
function hasEntities(module: unknown): module is { entities: Entities } {
  if (typeof module !== 'object' || module === null || !('entities' in module)) return false;
  const { entities } = module;
  return Array.isArray(entities) && entities.every((entity) => typeof entity === 'function');
}

async function entitiesOf(service: ServiceName): Promise<Entities> {
  const file = path.join(repoRoot, 'apps', service, 'dist', 'orm.js');
  const module: unknown = await import(pathToFileURL(file).href);
  if (!hasEntities(module)) throw new Error(`${file} exports no entities: run "npm run build"`);
  return module.entities;
}

async function scratchDatabase(adminUrl: string, name: string): Promise<string> {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  await client.query(`drop database if exists "${name}" with (force)`);
  await client.query(`create database "${name}"`);
  await client.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

async function withMigratedOrm<T>(
  adminUrl: string,
  service: ServiceName,
  fn: (orm: MikroORM) => Promise<T>,
): Promise<T> {
  const entities = await entitiesOf(service);
  const clientUrl = await scratchDatabase(adminUrl, `migration_scratch_${service}`);
  const orm = await MikroORM.init(
    ormOptions({
      clientUrl,
      entities: WITHOUT_OUTBOX.has(service) ? entities : [...entities, ...WRITE_ENTITIES],
      migrationsPath: path.join(repoRoot, 'apps', service, 'dist', 'migrations'),
    }),
  );
  try {
    await orm.migrator.up();
    return await fn(orm);
  } finally {
    await orm.close();
  }
}

async function create(adminUrl: string, args: readonly string[]): Promise<number> {
  const service = args.find((a) => !a.startsWith('--'));
  if (!isServiceName(service)) {
    console.error(`Usage: migration create <${SERVICE_NAMES.join('|')}> [--initial] [--blank]`);
    return 2;
  }
  const out = path.join(repoRoot, 'apps', service, 'src', 'migrations');
  const result = await withMigratedOrm(adminUrl, service, (orm) =>
    orm.migrator.create(out, args.includes('--blank'), args.includes('--initial')),
  );
  console.log(result.fileName ? `created ${path.join(out, result.fileName)}` : 'no changes: nothing created');
  return 0;
}

async function check(adminUrl: string, args: readonly string[]): Promise<number> {
  const unknown = args.filter((a) => !isServiceName(a));
  if (unknown.length > 0) {
    console.error(`Unknown service(s): ${unknown.join(', ')}. ${USAGE}`);
    return 2;
  }
  const services = args.length > 0 ? args.filter(isServiceName) : SERVICE_NAMES;
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
  return drift ? 1 : 0;
}

const [command, ...rest] = process.argv.slice(2);
if (command === '--help' || command === '-h') {
  console.log(USAGE);
  process.exit(0);
}
const adminUrl = process.env.MIGRATION_DATABASE_URL;
if (!adminUrl) {
  console.error('Set MIGRATION_DATABASE_URL to an admin url of a PostgreSQL server.');
  process.exit(2);
}
if (command === 'create') process.exit(await create(adminUrl, rest));
if (command === 'check') process.exit(await check(adminUrl, rest));
console.error(USAGE);
process.exit(2);
