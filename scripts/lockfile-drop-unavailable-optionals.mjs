#!/usr/bin/env node
// The npm registry these machines reach lacks some platform-only optional packages
// (e.g. @swc/core-darwin-arm64). `npm install` skips them and leaves them out of
// package-lock.json, and then `npm ci` refuses the lock as out of sync. This drops
// optional dependencies that have no entry in the lock from each package's
// `optionalDependencies`, so the lock describes exactly what installs here.
// Run it after every `npm install` that changes the lock (npm run lock:fix).
import { readFileSync, writeFileSync } from 'node:fs';

const file = new URL('../package-lock.json', import.meta.url);
const lock = JSON.parse(readFileSync(file, 'utf8'));
const paths = new Set(Object.keys(lock.packages));

/** Where node would find `name` from the package at `at`: its own node_modules, then each parent's. */
function resolvable(at, name) {
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
  for (const name of Object.keys(entry.optionalDependencies ?? {})) {
    if (!resolvable(at, name)) {
      delete entry.optionalDependencies[name];
      dropped += 1;
    }
  }
  if (entry.optionalDependencies && Object.keys(entry.optionalDependencies).length === 0) {
    delete entry.optionalDependencies;
  }
}
writeFileSync(file, `${JSON.stringify(lock, null, 2)}\n`);
console.log(`package-lock.json: dropped ${dropped} optional dependencies this registry does not serve`);
