import { spawnSync } from 'node:child_process';
import { join } from 'node:path';

/**
 * The committed migrations of every service, applied to an empty database, must give
 * exactly the schema its entities describe: an entity change without its migration
 * fails here.
 */
describe('migrations', () => {
  it('match the entities of every service (no drift)', () => {
    const root = process.env.WARROOM_REPO_ROOT ?? process.cwd();
    const adminUrl = process.env.WARROOM_PG_ADMIN_URL;
    if (!adminUrl) throw new Error('WARROOM_PG_ADMIN_URL is not set by the test setup');
    const result = spawnSync(
      join(root, 'node_modules', '.bin', 'node'),
      [join(root, 'scripts', 'migration.ts'), 'check'],
      {
        cwd: root,
        env: { ...process.env, MIGRATION_DATABASE_URL: adminUrl },
        encoding: 'utf8',
        timeout: 120_000,
      },
    );
    const output = `${result.stdout}\n${result.stderr}`;
    expect({
      status: result.status,
      drift: output.split('\n').filter((l) => l.includes('differ') || l.includes('Error')),
    }).toEqual({
      status: 0,
      drift: [],
    });
    for (const service of ['identity', 'portal', 'applications', 'audit']) {
      expect(output).toContain(`${service}: migrations match the entities`);
    }
  }, 130_000);
});
