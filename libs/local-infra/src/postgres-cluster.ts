import { spawnSync } from 'node:child_process';
import {
  closeSync,
  existsSync,
  mkdirSync,
  openSync,
  readdirSync,
  readFileSync,
  readSync,
  rmSync,
  statSync,
} from 'node:fs';
import { dirname, join } from 'node:path';
import type { OsUser } from './binaries.js';
import { withRunIds } from './process.js';
import { isPidAlive } from './process-table.js';

/** The cluster's superuser. */
export const SUPERUSER = 'postgres';

/*
 * A PostgreSQL cluster's folder as the server needs it: made and owned by the server's OS
 * user (reachable through every parent), initialised once in UTF-8, a stale pid file
 * cleared; and the server log read from where a start began.
 */

export function fileSize(file: string): number {
  try {
    return statSync(file).size;
  } catch {
    return 0;
  }
}

export function readFrom(file: string, offset: number): string {
  const length = Math.max(0, Math.min(fileSize(file) - offset, 256 * 1024));
  if (length === 0) return '';
  const fd = openSync(file, 'r');
  try {
    const buffer = Buffer.alloc(length);
    readSync(fd, buffer, 0, length, offset);
    return buffer.toString('utf8');
  } finally {
    closeSync(fd);
  }
}

function canTraverse(dir: string, user: OsUser): boolean {
  const st = statSync(dir);
  if (st.uid === user.uid) return (st.mode & 0o100) !== 0;
  if (st.gid === user.gid) return (st.mode & 0o010) !== 0;
  return (st.mode & 0o001) !== 0;
}

function assertReachableBy(dataDir: string, user: OsUser): void {
  let dir = dirname(dataDir);
  for (;;) {
    if (!canTraverse(dir, user)) {
      throw new Error(
        `PostgreSQL runs as the OS user ${user.name}, who cannot enter ${dir}: run "chmod o+x ${dir}" or choose another data folder`,
      );
    }
    const parent = dirname(dir);
    if (parent === dir) return;
    dir = parent;
  }
}

function run(command: string, args: readonly string[], user: OsUser | undefined, what: string): void {
  const result = spawnSync(command, [...args], {
    encoding: 'utf8',
    uid: user?.uid,
    gid: user?.gid,
    env: withRunIds({ PATH: process.env.PATH ?? '/usr/bin:/bin', LANG: 'C.UTF-8' }),
    cwd: '/',
  });
  if (result.status !== 0) {
    const output = `${result.stdout ?? ''}${result.stderr ?? ''}`.trim().split('\n').slice(-15).join('\n');
    throw new Error(
      `${what} failed (${result.error?.message ?? `exit ${result.status ?? result.signal}`}):\n${output}`,
    );
  }
}

function utf8Locale(): string {
  const result = spawnSync('locale', ['-a'], { encoding: 'utf8' });
  const locales = result.status === 0 ? result.stdout.split('\n').map((l) => l.trim().toLowerCase()) : [];
  return locales.includes('c.utf8') || locales.includes('c.utf-8') ? 'C.UTF-8' : 'C';
}

/**
 * A postmaster.pid left by a crash blocks a new start when its PID now belongs to another
 * process; one whose server is still running is reported.
 */
export function clearStalePidFile(dataDir: string): void {
  const pidFile = join(dataDir, 'postmaster.pid');
  if (!existsSync(pidFile)) return;
  const pid = Number(readFileSync(pidFile, 'utf8').split('\n')[0]);
  if (Number.isInteger(pid) && pid > 0 && isPidAlive(pid)) {
    let cmdline: string;
    try {
      cmdline = readFileSync(`/proc/${pid}/cmdline`, 'utf8');
    } catch {
      cmdline = 'postgres';
    }
    if (cmdline.includes('postgres')) {
      throw new Error(`PostgreSQL is already running on ${dataDir} (PID ${pid}): stop it first ("kill -INT ${pid}")`);
    }
  }
  rmSync(pidFile, { force: true });
}

export function initCluster(binDir: string, dataDir: string, user: OsUser | undefined): void {
  if (existsSync(join(dataDir, 'PG_VERSION'))) return;
  if (readdirSync(dataDir).length > 0) {
    throw new Error(`${dataDir} is not empty and is not a PostgreSQL data folder: empty it or choose another`);
  }
  run(
    join(binDir, 'initdb'),
    [
      '-D',
      dataDir,
      '-U',
      SUPERUSER,
      '--auth=trust',
      '-E',
      'UTF8',
      `--locale=${utf8Locale()}`,
      '--no-sync',
      '--no-instructions',
    ],
    user,
    'initdb',
  );
}

export function prepareDataDir(dataDir: string, user: OsUser | undefined): void {
  mkdirSync(dataDir, { recursive: true, mode: 0o700 });
  if (!user) return;
  assertReachableBy(dataDir, user);
  const st = statSync(dataDir);
  if (st.uid !== user.uid) run('chown', ['-R', `${user.uid}:${user.gid}`, dataDir], undefined, `chown ${dataDir}`);
}
