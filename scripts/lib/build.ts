// The build the launchers need before they load a workspace package: after `npm ci` nothing is
// built, and `@warroom/<name>` resolves to its package's dist/. Node builtins only (and ./repo.ts).
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { nodeBinary, repoRoot } from './repo.ts';

type PackageJson = {
  readonly main?: string;
  readonly exports?: { readonly '.'?: { readonly default?: string } };
  readonly scripts?: { readonly build?: string };
};

/** The file a package's build writes that others load: its main, its export, or (the web app) dist/index.html. */
function builtEntry(dir: string, pkg: PackageJson): string {
  return join(dir, pkg.main ?? pkg.exports?.['.']?.default ?? 'dist/index.html');
}

/** The workspace packages (`apps/x`, `libs/y`) with a build whose output is missing. */
export function missingBuilds(root = repoRoot): string[] {
  const missing: string[] = [];
  for (const group of ['apps', 'libs']) {
    const groupDir = join(root, group);
    if (!existsSync(groupDir)) continue;
    for (const name of readdirSync(groupDir).sort()) {
      const manifest = join(groupDir, name, 'package.json');
      if (!existsSync(manifest)) continue;
      const pkg = JSON.parse(readFileSync(manifest, 'utf8')) as PackageJson;
      if (pkg.scripts?.build && !existsSync(builtEntry(join(groupDir, name), pkg))) missing.push(`${group}/${name}`);
    }
  }
  return missing;
}

/** `nx run-many -t build` (cached), run by the project's Node directly so that a signal reaches it. */
export const BUILD_COMMAND = {
  command: nodeBinary,
  args: [
    join(repoRoot, 'node_modules', 'nx', 'dist', 'bin', 'nx.js'),
    'run-many',
    '-t',
    'build',
    '--outputStyle=static',
  ],
  env: { NX_DAEMON: 'false' },
} as const;
