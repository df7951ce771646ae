// The Docker engine of the compose test: docker.io and docker-compose from apt when missing (as
// root, with a policy-rc.d so that apt starts no service), dockerd started when `docker info` does
// not answer and stopped at the end only in that case, and the compose command to use.
import { spawn } from 'node:child_process';
import { chmodSync, existsSync, mkdtempSync, openSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { check, run, sleep, succeeds } from './shell.ts';

export type Engine = {
  /** `docker-compose` (1.29, apt) or `docker compose` (v2), as a command and its first arguments. */
  readonly compose: readonly [string, ...string[]];
  /** Whether this run started dockerd (and so stops it at the end). */
  readonly startedDaemon: boolean;
  /** Stops dockerd if this run started it. */
  readonly stop: () => Promise<void>;
};

type Log = (message: string) => void;

const onPath = (name: string): Promise<boolean> => succeeds('sh', ['-c', `command -v ${name}`]);

async function installPackages(packages: readonly string[], log: Log): Promise<void> {
  if (process.getuid?.() !== 0)
    throw new Error(`${packages.join(' ')} missing and not root: apt-get install -y ${packages.join(' ')}`);
  log(`installing ${packages.join(' ')} with apt-get`);
  const policy = '/usr/sbin/policy-rc.d';
  const addedPolicy = !existsSync(policy);
  if (addedPolicy) {
    writeFileSync(policy, '#!/bin/sh\nexit 101\n');
    chmodSync(policy, 0o755);
  }
  try {
    const env = { DEBIAN_FRONTEND: 'noninteractive', NEEDRESTART_SUSPEND: '1' };
    await check('apt-get', ['update', '-qq'], { env, timeoutMs: 300_000 });
    await check('apt-get', ['install', '-y', '-qq', ...packages], { env, timeoutMs: 600_000 });
  } finally {
    if (addedPolicy) rmSync(policy, { force: true });
  }
}

async function composeCommand(): Promise<readonly [string, ...string[]]> {
  if (await succeeds('docker-compose', ['version'])) return ['docker-compose'];
  if (await succeeds('docker', ['compose', 'version'])) return ['docker', 'compose'];
  throw new Error('neither docker-compose nor `docker compose` answers');
}

const daemonAnswers = (): Promise<boolean> => succeeds('docker', ['info'], { timeoutMs: 20_000 });

async function waitForDaemon(pid: number, logFile: string): Promise<void> {
  const deadline = Date.now() + 90_000;
  while (Date.now() < deadline) {
    if (await daemonAnswers()) return;
    if (!isAlive(pid)) throw new Error(`dockerd exited at start; see ${logFile}`);
    await sleep(500);
  }
  throw new Error(`dockerd did not answer within 90 s; see ${logFile}`);
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

/** Stops the dockerd this run started: SIGTERM (it stops its containers and containerd), SIGKILL after 60 s. */
async function stopDaemon(pid: number, log: Log): Promise<void> {
  if (!isAlive(pid)) return;
  log(`stopping the dockerd this run started (pid ${pid})`);
  process.kill(pid, 'SIGTERM');
  const deadline = Date.now() + 60_000;
  while (isAlive(pid) && Date.now() < deadline) await sleep(250);
  if (isAlive(pid)) process.kill(pid, 'SIGKILL');
}

export async function ensureEngine(log: Log): Promise<Engine> {
  const missing: string[] = [];
  if (!(await onPath('docker')) || !(await onPath('dockerd'))) missing.push('docker.io');
  if (!(await onPath('docker-compose')) && !(await succeeds('docker', ['compose', 'version'])))
    missing.push('docker-compose');
  if (missing.length > 0) await installPackages(missing, log);
  const compose = await composeCommand();

  if (await daemonAnswers()) {
    log('the Docker engine answers');
    return { compose, startedDaemon: false, stop: async () => undefined };
  }
  const dir = mkdtempSync(join(tmpdir(), 'warroom-dockerd-'));
  const logFile = join(dir, 'dockerd.log');
  const out = openSync(logFile, 'a');
  const daemon = spawn('dockerd', [], { detached: true, stdio: ['ignore', out, out] });
  daemon.unref();
  const pid = daemon.pid;
  if (pid === undefined) throw new Error('dockerd could not start');
  log(`started dockerd (pid ${pid}, log ${logFile})`);
  await waitForDaemon(pid, logFile);
  return {
    compose,
    startedDaemon: true,
    stop: async () => {
      await stopDaemon(pid, log);
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

/** The engine's version line, for the report. */
export async function engineVersion(): Promise<string> {
  const result = await run('docker', ['version', '--format', '{{.Server.Version}}']);
  return result.stdout.trim() || 'unknown';
}
