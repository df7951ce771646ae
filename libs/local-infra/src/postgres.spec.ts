import { chmodSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { getFreePort, PortInUseError } from './net.js';
import { ensureDatabases, startPostgres, type PostgresHandle } from './postgres.js';
import { childrenOf, isPidAlive } from './process-table.js';

const TIMEOUT = 90_000;

async function query<T>(url: string, sql: string): Promise<T[]> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query(sql)).rows as T[];
  } finally {
    await client.end();
  }
}

describe('startPostgres', () => {
  let dir: string;
  let server: PostgresHandle | undefined;

  beforeAll(() => {
    dir = mkdtempSync(join(tmpdir(), 'local-infra-pg-'));
    chmodSync(dir, 0o755); // the postgres OS user must be able to enter it when we run as root
  }, TIMEOUT);

  afterAll(async () => {
    await server?.stop();
    rmSync(dir, { recursive: true, force: true });
  }, TIMEOUT);

  it(
    'initialises a cluster, creates databases, answers queries and stops without leftovers',
    async () => {
      const port = await getFreePort();
      server = await startPostgres({ dataDir: join(dir, 'data'), port, fsync: false, logFile: join(dir, 'pg.log') });
      expect(server.adminUrl).toBe(`postgres://postgres@127.0.0.1:${port}/postgres`);

      await ensureDatabases(server.adminUrl, ['spec_one', 'spec_two']);
      await ensureDatabases(server.adminUrl, ['spec_one']); // idempotent
      const rows = await query<{ db: string }>(server.urlFor('spec_two'), 'SELECT current_database() AS db');
      expect(rows).toEqual([{ db: 'spec_two' }]);

      const pid = server.pid as number;
      const backends = childrenOf(pid);
      expect(backends.length).toBeGreaterThan(0);
      await server.stop();
      expect(isPidAlive(pid)).toBe(false);
      expect(backends.filter(isPidAlive)).toEqual([]);
    },
    TIMEOUT,
  );

  it(
    'restarts after kill -9 on the same data, over a stale postmaster.pid',
    async () => {
      const current = server as PostgresHandle;
      await current.restart();
      const before = current.pid as number;
      current.kill('SIGKILL');
      await current.process.waitForExit(10_000);
      expect(isPidAlive(before)).toBe(false);

      // A crash leaves postmaster.pid behind; make its PID belong to a live process that is not PostgreSQL.
      writeFileSync(join(current.dataDir, 'postmaster.pid'), `${process.pid}\n${current.dataDir}\n`);
      await current.restart();
      expect(current.pid).not.toBe(before);
      const dbs = await query<{ datname: string }>(
        current.adminUrl,
        "SELECT datname FROM pg_database WHERE datname LIKE 'spec_%' ORDER BY 1",
      );
      expect(dbs.map((d) => d.datname)).toEqual(['spec_one', 'spec_two']);
    },
    TIMEOUT,
  );

  it(
    'refuses a port that is taken, in one line',
    async () => {
      const current = server as PostgresHandle;
      const error = await startPostgres({ dataDir: join(dir, 'other'), port: current.port }).catch((e: unknown) => e);
      expect(error).toBeInstanceOf(PortInUseError);
      expect((error as Error).message).not.toContain('\n');
    },
    TIMEOUT,
  );
});
