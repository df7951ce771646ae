/**
 * An app asked to stop (SIGTERM) exits within its grace period even when its NATS server does not
 * answer any more (stopped with SIGSTOP: the connection stays open, nothing comes back), so that
 * neither a drain nor a close can end. The built apps run (apps/<app>/dist), against a PostgreSQL
 * and a NATS of this file's own.
 */
import { chmodSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { randomBytes } from 'node:crypto';
import {
  createApp,
  ensureDatabases,
  getFreePort,
  startNats,
  startPostgres,
  type AppName,
  type AppProcess,
  type NatsHandle,
  type PostgresHandle,
} from '../src/index.js';
import { buildIfMissing, repoRoot, sleep } from './proc.js';

/** The apps' deadline (STOP_GRACE_MS, 8 s), and a margin for a busy machine. */
const MUST_EXIT_WITHIN_MS = 10_000;
const READY: Record<'portal' | 'gateway', string> = { portal: 'portal service ready', gateway: 'gateway ready' };

describe('an app asked to stop while its NATS server does not answer', () => {
  let tmp: string;
  let postgres: PostgresHandle | undefined;
  let nats: NatsHandle | undefined;

  beforeAll(async () => {
    buildIfMissing(['apps/portal/dist/main.js', 'apps/gateway/dist/main.js']);
    tmp = mkdtempSync(join(tmpdir(), 'warroom-stop-grace-'));
    // As root, PostgreSQL runs as the postgres OS user, who must be able to enter it.
    chmodSync(tmp, 0o755);
    [postgres, nats] = await Promise.all([
      startPostgres({ dataDir: join(tmp, 'postgres'), port: await getFreePort(), fsync: false }),
      startNats({ storeDir: join(tmp, 'nats'), port: await getFreePort(), logFile: join(tmp, 'nats.log') }),
    ]);
    await ensureDatabases(postgres.adminUrl, ['warroom_portal']);
  }, 120_000);

  afterAll(async () => {
    nats?.kill('SIGCONT');
    await Promise.all([nats?.stop(), postgres?.stop()]);
    rmSync(tmp, { recursive: true, force: true });
  }, 60_000);

  async function started(app: 'portal' | 'gateway'): Promise<AppProcess> {
    if (!nats || !postgres) throw new Error('the servers did not start');
    const env: Record<string, string> =
      app === 'portal'
        ? { DATABASE_URL: postgres.urlFor('warroom_portal'), PROBE_PORT: '0' }
        : { PORT: String(await getFreePort()), HOST: '127.0.0.1', JWT_SECRET: randomBytes(32).toString('hex') };
    const name: AppName = app;
    const p = createApp({
      rootDir: repoRoot,
      app: name,
      env: { ...env, NATS_URL: nats.url, LOG_LEVEL: 'info', WEB_DIST: '' },
      logDir: join(tmp, 'logs'),
    });
    await p.start();
    const deadline = Date.now() + 60_000;
    while (!p.logTail(200).includes(READY[app])) {
      if (!p.running) throw new Error(`${app} exited while starting:\n${p.logTail(30)}`);
      if (Date.now() > deadline) throw new Error(`${app} not ready within 60 s:\n${p.logTail(30)}`);
      await sleep(100);
    }
    return p;
  }

  it.each(['portal', 'gateway'] as const)(
    '%s exits within its grace period on SIGTERM',
    async (app) => {
      const p = await started(app);
      nats?.kill('SIGSTOP');
      try {
        const asked = Date.now();
        p.kill('SIGTERM');
        const exited = await p.waitForExit(MUST_EXIT_WITHIN_MS + 5_000).then(
          () => Date.now() - asked,
          () => undefined,
        );
        if (exited === undefined || exited > MUST_EXIT_WITHIN_MS)
          throw new Error(
            `${app} still running ${exited ?? MUST_EXIT_WITHIN_MS + 5_000} ms after SIGTERM (NATS stopped):\n${p.logTail(15)}`,
          );
        expect(exited).toBeLessThanOrEqual(MUST_EXIT_WITHIN_MS);
      } finally {
        nats?.kill('SIGCONT');
        await p.stop(1_000);
      }
    },
    90_000,
  );
});
