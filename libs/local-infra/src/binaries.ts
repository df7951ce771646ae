import { spawnSync } from 'node:child_process';
import { accessSync, constants, existsSync, readdirSync } from 'node:fs';
import { delimiter, join } from 'node:path';

export const POSTGRES_APT_PACKAGE = 'postgresql-15';
export const NATS_APT_PACKAGE = 'nats-server';

/** Thrown when a server binary is missing and cannot be installed; the message is one line with the command to run. */
export class MissingBinaryError extends Error {
  constructor(what: string, aptPackage: string) {
    super(`${what} is not installed: run "sudo apt-get update && sudo apt-get install -y ${aptPackage}"`);
    this.name = 'MissingBinaryError';
  }
}

export function isRoot(): boolean {
  return typeof process.getuid === 'function' && process.getuid() === 0;
}

function isExecutable(file: string): boolean {
  try {
    accessSync(file, constants.X_OK);
    return true;
  } catch {
    return false;
  }
}

/** Finds an executable on PATH (and in the sbin folders, which a non-login PATH may lack). */
export function which(name: string): string | undefined {
  const dirs = [
    ...(process.env.PATH ?? '').split(delimiter),
    '/usr/local/sbin',
    '/usr/local/bin',
    '/usr/sbin',
    '/usr/bin',
    '/sbin',
    '/bin',
  ];
  for (const dir of dirs) {
    if (!dir) continue;
    const file = join(dir, name);
    if (isExecutable(file)) return file;
  }
  return undefined;
}

/**
 * Folder of the PostgreSQL server binaries: env PG_BIN_DIR, else /usr/lib/postgresql/15/bin,
 * else the newest /usr/lib/postgresql/<n>/bin, else the folder of `postgres` on PATH.
 */
export function findPostgresBinDir(): string | undefined {
  const ok = (dir: string): boolean => isExecutable(join(dir, 'postgres')) && isExecutable(join(dir, 'initdb'));
  const fromEnv = process.env.PG_BIN_DIR;
  if (fromEnv && ok(fromEnv)) return fromEnv;
  if (ok('/usr/lib/postgresql/15/bin')) return '/usr/lib/postgresql/15/bin';
  if (existsSync('/usr/lib/postgresql')) {
    const versions = readdirSync('/usr/lib/postgresql')
      .filter((v) => /^\d+$/.test(v))
      .sort((a, b) => Number(b) - Number(a));
    for (const version of versions) {
      const dir = `/usr/lib/postgresql/${version}/bin`;
      if (ok(dir)) return dir;
    }
  }
  const onPath = which('postgres');
  if (onPath && ok(join(onPath, '..'))) return join(onPath, '..');
  return undefined;
}

export function findNatsServer(): string | undefined {
  const fromEnv = process.env.NATS_SERVER_BIN;
  if (fromEnv && isExecutable(fromEnv)) return fromEnv;
  return which('nats-server');
}

/**
 * apt-get install as root. A policy-rc.d that denies service starts is put in place for the
 * install (when there is none), so the package does not start a system-wide server of its own.
 */
export function aptInstall(packages: readonly string[]): void {
  const script = [
    'set -e',
    'added=0',
    'if [ ! -e /usr/sbin/policy-rc.d ]; then printf "#!/bin/sh\\nexit 101\\n" > /usr/sbin/policy-rc.d; chmod 755 /usr/sbin/policy-rc.d; added=1; fi',
    'trap \'if [ "$added" = 1 ]; then rm -f /usr/sbin/policy-rc.d; fi\' EXIT',
    'apt-get update',
    `apt-get install -y --no-install-recommends ${packages.join(' ')}`,
  ].join('\n');
  const result = spawnSync('sh', ['-c', script], {
    stdio: ['ignore', 'inherit', 'inherit'],
    env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
  });
  if (result.status !== 0) {
    throw new Error(`apt-get install -y ${packages.join(' ')} failed (exit ${result.status ?? result.signal})`);
  }
}

/** The PostgreSQL bin folder; installs postgresql-15 when missing and root, else throws MissingBinaryError. */
export function ensurePostgresBinaries(): string {
  const found = findPostgresBinDir();
  if (found) return found;
  if (!isRoot()) throw new MissingBinaryError('PostgreSQL 15', POSTGRES_APT_PACKAGE);
  aptInstall([POSTGRES_APT_PACKAGE]);
  const installed = findPostgresBinDir();
  if (!installed) throw new MissingBinaryError('PostgreSQL 15', POSTGRES_APT_PACKAGE);
  return installed;
}

/** The nats-server binary; installs nats-server when missing and root, else throws MissingBinaryError. */
export function ensureNatsServer(): string {
  const found = findNatsServer();
  if (found) return found;
  if (!isRoot()) throw new MissingBinaryError('nats-server', NATS_APT_PACKAGE);
  aptInstall([NATS_APT_PACKAGE]);
  const installed = findNatsServer();
  if (!installed) throw new MissingBinaryError('nats-server', NATS_APT_PACKAGE);
  return installed;
}

export type OsUser = {
  readonly name: string;
  readonly uid: number;
  readonly gid: number;
};

function lookupUser(name: string): OsUser | undefined {
  const uid = spawnSync('id', ['-u', name], { encoding: 'utf8' });
  const gid = spawnSync('id', ['-g', name], { encoding: 'utf8' });
  if (uid.status !== 0 || gid.status !== 0) return undefined;
  return { name, uid: Number(uid.stdout.trim()), gid: Number(gid.stdout.trim()) };
}

/** The `postgres` OS user, created with `useradd -r -M postgres` if missing (root only). */
export function ensurePostgresUser(name = 'postgres'): OsUser {
  const existing = lookupUser(name);
  if (existing) return existing;
  const result = spawnSync('useradd', ['-r', '-M', name], { encoding: 'utf8' });
  const created = lookupUser(name);
  if (!created)
    throw new Error(`could not create the OS user ${name}: ${result.stderr.trim() || `useradd exit ${result.status}`}`);
  return created;
}
