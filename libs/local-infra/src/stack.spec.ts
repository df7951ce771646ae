import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { getFreePort } from './net.js';
import { runningProcesses } from './process.js';
import { isPidAlive } from './process-table.js';
import { APP_NAMES, startStack, type AppName, type AppProcess } from './stack.js';

const TIMEOUT = 60_000;

/** A stand-in for a service: prints its env as JSON, stays up, exits 0 on SIGTERM (or dies at once when told). */
const fakeService = `
console.log(JSON.stringify({ pid: process.pid, app: process.argv[1], DATABASE_URL: process.env.DATABASE_URL, NATS_URL: process.env.NATS_URL, PROBE_PORT: process.env.PROBE_PORT, EXTRA: process.env.EXTRA }));
if (process.env.FAKE_CRASH === '1') { console.error('boom: cannot start'); process.exit(3); }
const timer = setInterval(() => {}, 1000);
process.on('SIGTERM', () => { clearInterval(timer); process.exit(0); });
`;

/** A stand-in for the gateway: /api/health answers 200 once it has been up for a moment (FAKE_HEALTH_AFTER_MS, 300). */
const fakeGateway = `
import { createServer } from 'node:http';
const up = Date.now();
const server = createServer((req, res) => {
  const ok = req.url === '/api/health' && Date.now() - up > Number(process.env.FAKE_HEALTH_AFTER_MS || 300);
  res.writeHead(ok ? 200 : 503, { 'content-type': 'application/json' });
  res.end(JSON.stringify({ status: ok ? 'ok' : 'unavailable', secret: process.env.JWT_SECRET.length }));
});
server.listen(Number(process.env.PORT), process.env.HOST);
process.on('SIGTERM', () => server.close(() => process.exit(0)));
`;

async function booted(p: AppProcess): Promise<void> {
  while (p.logTail(1) === '' || !p.logTail(1).includes(`"pid":${p.pid}`))
    await new Promise((resolve) => setTimeout(resolve, 20));
}

function fakeRepo(): string {
  const root = mkdtempSync(join(tmpdir(), 'local-infra-stack-'));
  writeFileSync(join(root, 'package.json'), '{"type":"module"}');
  for (const app of APP_NAMES) {
    mkdirSync(join(root, 'apps', app, 'dist'), { recursive: true });
    writeFileSync(join(root, 'apps', app, 'dist', 'main.js'), app === 'gateway' ? fakeGateway : fakeService);
  }
  return root;
}

describe('startStack', () => {
  const roots: string[] = [];
  afterAll(() => {
    for (const root of roots) rmSync(root, { recursive: true, force: true });
  }, TIMEOUT);

  it(
    'starts every app and replica with its env, waits for health, and stops them all',
    async () => {
      const root = fakeRepo();
      roots.push(root);
      const gatewayPort = await getFreePort();
      const stack = await startStack({
        rootDir: root,
        natsUrl: 'nats://127.0.0.1:1',
        databaseUrl: (db) => `postgres://postgres@127.0.0.1:2/${db}`,
        gatewayPort,
        replicas: { portal: 2 },
        env: { EXTRA: 'yes' },
        dbPrefix: 'spec_',
        logDir: join(root, 'logs'),
      });
      try {
        expect(stack.gatewayUrl).toBe(`http://127.0.0.1:${gatewayPort}`);
        const names = stack.processes.map((p) => p.name).sort();
        expect(names).toEqual(['applications#0', 'audit#0', 'gateway#0', 'identity#0', 'portal#0', 'portal#1']);
        expect(stack.replicasOf('portal')).toHaveLength(2);
        for (const p of stack.processes) expect(isPidAlive(p.pid as number)).toBe(true);

        const line = JSON.parse(stack.get('portal', 1).logTail(1)) as Record<string, string>;
        expect(line).toMatchObject({
          DATABASE_URL: 'postgres://postgres@127.0.0.1:2/spec_portal',
          NATS_URL: 'nats://127.0.0.1:1',
          PROBE_PORT: '0',
          EXTRA: 'yes',
        });

        // Fault handles: kill -9 one replica, restart it, the rest is untouched.
        const identity = stack.get('identity');
        const oldPid = identity.pid as number;
        identity.kill('SIGKILL');
        await identity.waitForExit(5_000);
        expect(identity.lastExit?.signal).toBe('SIGKILL');
        await identity.restart();
        expect(identity.pid).not.toBe(oldPid);
        await stack.waitHealthy(10_000);

        const extra = await stack.addReplica('audit');
        expect(extra.replica).toBe(1);
        expect(extra.logFile).toBe(join(root, 'logs', 'audit-1.log'));
        // let them install their SIGTERM handler before the stop below
        await booted(extra);
        await booted(identity);
      } finally {
        const pids = stack.processes.map((p) => p.pid as number);
        await stack.stopAll();
        expect(pids.filter(isPidAlive)).toEqual([]);
        expect(stack.processes.map((p) => [p.name, p.lastExit?.code])).toEqual(stack.processes.map((p) => [p.name, 0]));
      }
    },
    TIMEOUT,
  );

  it(
    'fails fast with the log of an app that died, and leaves nothing running',
    async () => {
      const root = fakeRepo();
      roots.push(root);
      const error = await startStack({
        rootDir: root,
        natsUrl: 'nats://127.0.0.1:1',
        databaseUrl: (db) => `postgres://postgres@127.0.0.1:2/${db}`,
        gatewayPort: await getFreePort(),
        // The gateway turns healthy only long after the crash, however slow a busy machine starts
        // the crashing app: the stack must fail on the exit, not race the health check.
        appEnv: { audit: { FAKE_CRASH: '1' }, gateway: { FAKE_HEALTH_AFTER_MS: '15000' } },
        logDir: join(root, 'logs'),
        healthTimeoutMs: 20_000,
      }).then(
        // Had it come up after all, stop it: a failing test must not leave processes that keep jest alive.
        async (stack) => {
          await stack.stopAll();
          return stack;
        },
        (e: unknown) => e as Error,
      );
      expect(error).toBeInstanceOf(Error);
      const message = (error as Error).message;
      expect(message).toContain('audit#0 exited with code 3');
      expect(message).toContain('boom: cannot start');
      expect(runningProcesses()).toEqual([]);
    },
    TIMEOUT,
  );

  it(
    'says which builds are missing',
    async () => {
      const root = fakeRepo();
      roots.push(root);
      rmSync(join(root, 'apps', 'portal', 'dist'), { recursive: true });
      const missing: AppName = 'portal';
      await expect(
        startStack({
          rootDir: root,
          natsUrl: 'nats://x:1',
          databaseUrl: (db) => db,
          gatewayPort: 1,
          logDir: join(root, 'logs'),
        }),
      ).rejects.toThrow(`apps/${missing}/dist/main.js`);
    },
    TIMEOUT,
  );
});
