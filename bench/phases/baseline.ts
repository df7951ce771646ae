/** The bare baseline server (baseline-server.ts) on the same databases as the stack. */
import { join } from 'node:path';
import { createProcess, getFreePort, nodeBinary, waitForHttp, type ManagedProcess } from '@warroom/local-infra';
import type { Cleanup, Infra } from '../lib/infra.ts';
import { BENCH_DIR, ROOT_DIR } from '../lib/paths.ts';

export type BaselineOptions = {
  readonly infra: Infra;
  readonly prefix: string;
  readonly jwtSecret: string;
  readonly cleanup: Cleanup;
  readonly logDir: string;
};

export async function startBaseline({
  infra,
  prefix,
  jwtSecret,
  cleanup,
  logDir,
}: BaselineOptions): Promise<{ url: string; proc: ManagedProcess }> {
  const port = await getFreePort();
  const proc = createProcess({
    name: 'baseline',
    command: nodeBinary(ROOT_DIR),
    args: [join(BENCH_DIR, 'baseline-server.ts')],
    cwd: ROOT_DIR,
    env: {
      PATH: process.env.PATH ?? '/usr/bin:/bin',
      PORT: String(port),
      HOST: '127.0.0.1',
      JWT_SECRET: jwtSecret,
      PG_URL_IDENTITY: infra.urlFor(`${prefix}identity`),
      PG_URL_APPLICATIONS: infra.urlFor(`${prefix}applications`),
      PG_URL_PORTAL: infra.urlFor(`${prefix}portal`),
      PG_URL_AUDIT: infra.urlFor(`${prefix}audit`),
      POOL_MAX: '10',
    },
    logFile: join(logDir, 'baseline.log'),
    stopSignal: 'SIGTERM',
    stopTimeoutMs: 5_000,
  });
  await proc.start();
  cleanup.add('baseline server', () => proc.stop());
  const url = `http://127.0.0.1:${port}`;
  await waitForHttp(`${url}/api/health`, {
    timeoutMs: 30_000,
    abort: () => (proc.running ? undefined : 'baseline server exited'),
  });
  return { url, proc };
}
