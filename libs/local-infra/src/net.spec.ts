import { createServer, type Server } from 'node:http';
import { assertPortFree, getFreePort, isPortFree, PortInUseError, waitForHttp, waitForPort } from './net.js';
import { startProcess } from './process.js';
import { tailFile } from './process-table.js';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

function listen(server: Server, port: number): Promise<void> {
  return new Promise((resolve) => server.listen(port, '127.0.0.1', () => resolve()));
}

describe('ports and waits', () => {
  it('finds a free port, sees it taken, and waits for it', async () => {
    const port = await getFreePort();
    expect(await isPortFree(port)).toBe(true);
    let hits = 0;
    const server = createServer((_req, res) => {
      hits += 1;
      res.writeHead(hits < 3 ? 503 : 200);
      res.end();
    });
    setTimeout(() => void listen(server, port), 200);
    await waitForPort(port, { timeoutMs: 5_000 });
    expect(await isPortFree(port)).toBe(false);
    await expect(assertPortFree(port, 'gateway', 'set PORT')).rejects.toThrow(
      new PortInUseError(port, 'gateway', 'set PORT').message,
    );
    await waitForHttp(`http://127.0.0.1:${port}/`, { timeoutMs: 5_000, intervalMs: 20 });
    expect(hits).toBe(3);
    await new Promise((resolve) => server.close(resolve));
  });

  it('gives up after the timeout, or at once when told why', async () => {
    const port = await getFreePort();
    await expect(waitForPort(port, { timeoutMs: 300 })).rejects.toThrow(/gave up after 300 ms/);
    await expect(
      waitForHttp(`http://127.0.0.1:${port}/`, { timeoutMs: 10_000, abort: () => 'the server exited' }),
    ).rejects.toThrow(/the server exited/);
  });
});

describe('managed processes', () => {
  it('stops a paused process, escalates to SIGKILL, and logs to a file', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'local-infra-proc-'));
    try {
      const logFile = join(dir, 'p.log');
      // Ignores SIGTERM: stop() must escalate to SIGKILL after its timeout.
      const p = await startProcess({
        name: 'stubborn',
        command: 'sh',
        args: ['-c', 'trap "" TERM; echo hello; while :; do sleep 0.1; done'],
        logFile,
        stopTimeoutMs: 500,
      });
      expect(p.running).toBe(true);
      while (tailFile(logFile) !== 'hello') await new Promise((resolve) => setTimeout(resolve, 20));
      p.kill('SIGSTOP');
      const exit = await p.stop();
      expect(exit?.signal).toBe('SIGKILL');
      expect(p.running).toBe(false);
      expect(tailFile(logFile)).toBe('hello');
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
