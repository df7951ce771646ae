import { existsSync } from 'node:fs';
import pg from 'pg';
import { natsGreets } from '@warroom/local-infra';
import { startTestInfra, withDatabase } from './infra.js';

describe('startTestInfra', () => {
  it('rewrites the database of an admin URL', () => {
    expect(withDatabase('postgres://postgres@127.0.0.1:5432/postgres', 'warroom_audit')).toBe(
      'postgres://postgres@127.0.0.1:5432/warroom_audit',
    );
    expect(withDatabase('postgres://u:p@db:5432/postgres?sslmode=disable', 'x')).toBe(
      'postgres://u:p@db:5432/x?sslmode=disable',
    );
  });

  it('starts local PostgreSQL and NATS in a temp folder and removes everything on stop', async () => {
    const infra = await startTestInfra({ mode: 'local' });
    try {
      expect(infra.mode).toBe('local');
      const client = new pg.Client({ connectionString: infra.pgAdminUrl });
      await client.connect();
      const { rows } = await client.query<{ fsync: string }>('SHOW fsync');
      await client.end();
      expect(rows[0]?.fsync).toBe('off');
      expect(await natsGreets(infra.nats?.port ?? 0)).toBe(true);
    } finally {
      await infra.stop();
    }
    expect(existsSync(infra.tmpDir)).toBe(false);
    expect(infra.postgres?.process.running).toBe(false);
    expect(infra.nats?.process.running).toBe(false);
  }, 90_000);
});
