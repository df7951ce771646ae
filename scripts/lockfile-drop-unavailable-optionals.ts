// The npm registry these machines reach lacks some platform-only optional packages
// (e.g. @swc/core-darwin-arm64). `npm install` skips them and leaves them out of
// package-lock.json, and then `npm ci` refuses the lock as out of sync. This drops
// optional dependencies that have no entry in the lock from each package's
// `optionalDependencies`, so the lock describes exactly what installs here.
// Run it after every `npm install` that changes the lock (npm run lock:fix).
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { repoRoot } from './lib/repo.ts';

type LockEntry = { optionalDependencies?: Record<string, string> } & Record<string, unknown>;
type Lock = { packages: Record<string, LockEntry> } & Record<string, unknown>;

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * A lockfile v2/v3 with its `packages` map. Checked in place rather than parsed by a schema,
 * which would rebuild the objects and reorder their keys in the file written back.
 */
function isLock(value: unknown): value is Lock {
  if (!isRecord(value) || !isRecord(value.packages)) return false;
  return Object.values(value.packages).every(
    (entry) =>
      isRecord(entry) &&
      (entry.optionalDependencies === undefined ||
        (isRecord(entry.optionalDependencies) &&
          Object.values(entry.optionalDependencies).every((range) => typeof range === 'string'))),
  );
}

const file = join(repoRoot, 'package-lock.json');
const lock: unknown = JSON.parse(readFileSync(file, 'utf8'));
if (!isLock(lock)) {
  console.error('package-lock.json: no `packages` map of the expected shape (lockfileVersion 2 or 3): left as it is');
  process.exit(1);
}
const paths = new Set(Object.keys(lock.packages));

/** Where node would find `name` from the package at `at`: its own node_modules, then each parent's. */
function resolvable(at: string, name: string): boolean {
  let base = at;
  for (;;) {
    if (paths.has(`${base ? `${base}/` : ''}node_modules/${name}`)) return true;
    if (!base) return false;
    const cut = base.lastIndexOf('/node_modules/');
    base = cut === -1 ? '' : base.slice(0, cut);
  }
}

let dropped = 0;
for (const [at, entry] of Object.entries(lock.packages)) {
  const optional = entry.optionalDependencies;
  if (!optional) continue;
  for (const name of Object.keys(optional)) {
    if (!resolvable(at, name)) {
      delete optional[name];
      dropped += 1;
    }
  }
  if (Object.keys(optional).length === 0) delete entry.optionalDependencies;
}
writeFileSync(file, `${JSON.stringify(lock, null, 2)}\n`);
console.log(`package-lock.json: dropped ${dropped} optional dependencies this registry does not serve`);
