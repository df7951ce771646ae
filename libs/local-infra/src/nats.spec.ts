import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { natsGreets, startNats, type NatsHandle } from './nats.js';
import { canConnect, getFreePort } from './net.js';
import { isPidAlive } from './process-table.js';

const TIMEOUT = 60_000;

/** Waits until every thread of the process is stopped (state T), as SIGSTOP takes effect asynchronously. */
async function stopped(pid: number): Promise<void> {
  const deadline = Date.now() + 5_000;
  const states = (): string[] =>
    readdirSync(`/proc/${pid}/task`).map((tid) => {
      const stat = readFileSync(`/proc/${pid}/task/${tid}/stat`, 'utf8');
      return stat.slice(stat.lastIndexOf(')') + 2, stat.lastIndexOf(')') + 3);
    });
  while (!states().every((state) => state === 'T') && Date.now() < deadline)
    await new Promise((resolve) => setTimeout(resolve, 10));
}

describe('startNats', () => {
  let dir: string;
  let nats: NatsHandle | undefined;

  beforeAll(() => {
    dir = mkdtempSync(join(tmpdir(), 'local-infra-nats-'));
  }, TIMEOUT);

  afterAll(async () => {
    await nats?.stop();
    rmSync(dir, { recursive: true, force: true });
  }, TIMEOUT);

  it(
    'starts with JetStream, survives kill -9 and restarts on the same store',
    async () => {
      const port = await getFreePort();
      const storeDir = join(dir, 'store');
      nats = await startNats({ storeDir, port, logFile: join(dir, 'nats.log') });
      expect(nats.url).toBe(`nats://127.0.0.1:${port}`);
      expect(await natsGreets(port)).toBe(true);
      expect(existsSync(join(storeDir, 'jetstream'))).toBe(true);

      const first = nats.pid as number;
      nats.kill('SIGKILL');
      const exit = await nats.process.waitForExit(5_000);
      expect(exit.signal).toBe('SIGKILL');
      expect(isPidAlive(first)).toBe(false);
      expect(await canConnect(port)).toBe(false);

      await nats.restart();
      expect(nats.pid).not.toBe(first);
      expect(await natsGreets(port)).toBe(true);

      const second = nats.pid as number;
      await nats.stop();
      expect(isPidAlive(second)).toBe(false);
      expect(await canConnect(port)).toBe(false);
    },
    TIMEOUT,
  );

  it(
    'can be paused with SIGSTOP and stopped while paused',
    async () => {
      const current = nats as NatsHandle;
      await current.restart();
      current.kill('SIGSTOP');
      await stopped(current.pid as number);
      expect(await natsGreets(current.port, '127.0.0.1', 300)).toBe(false);
      current.kill('SIGCONT');
      expect(await natsGreets(current.port)).toBe(true);
      current.kill('SIGSTOP');
      const pid = current.pid as number;
      await current.stop(); // sends SIGCONT before SIGTERM
      expect(isPidAlive(pid)).toBe(false);
    },
    TIMEOUT,
  );
});
