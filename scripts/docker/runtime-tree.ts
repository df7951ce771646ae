// Run inside the image build (scripts/docker/Dockerfile), after `npm ci` and `npm run build`:
//   node scripts/docker/runtime-tree.ts OUT APP...
// Writes what the named apps need at run time and nothing else:
//   OUT/common/node_modules  the third-party packages their compiled code imports, with everything
//                            those depend on (package-lock.json's tree), no type declarations or
//                            source maps; @warroom/* are links to ../../libs/<name>
//   OUT/common/libs/<lib>    package.json and dist of every workspace library they import
//   OUT/apps/<app>/apps/<app> package.json and dist of each app
// The packages come from the imports of the built code, not from package.json's dependencies: the
// root package.json lists the web app's dependencies too (antd, charts), which the server never
// loads. A package the code imports that the lockfile marks as a devDependency fails the build, so
// the images hold production dependencies only.
import { builtinModules } from 'node:module';
import { cpSync, existsSync, mkdirSync, readdirSync, readFileSync, statSync, symlinkSync } from 'node:fs';
import { dirname, join, posix, relative } from 'node:path';

type LockEntry = {
  readonly version?: string;
  readonly resolved?: string;
  readonly link?: boolean;
  readonly dev?: boolean;
  readonly devOptional?: boolean;
  readonly dependencies?: Readonly<Record<string, string>>;
  readonly optionalDependencies?: Readonly<Record<string, string>>;
  readonly peerDependencies?: Readonly<Record<string, string>>;
  readonly peerDependenciesMeta?: Readonly<Record<string, { readonly optional?: boolean }>>;
};

const root = process.cwd();
const [out, ...apps] = process.argv.slice(2);
if (!out || apps.length === 0) {
  console.error('usage: node scripts/docker/runtime-tree.ts OUT APP...');
  process.exit(2);
}

const lock = JSON.parse(readFileSync(join(root, 'package-lock.json'), 'utf8')) as {
  readonly packages: Readonly<Record<string, LockEntry>>;
};
const packages = lock.packages;
const builtins = new Set(builtinModules);
const problems: string[] = [];

/** Every .js file under a folder. */
function jsFiles(dir: string): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((file) => /\.(?:m|c)?js$/.test(file))
    .map((file) => join(dir, file));
}

// Import and export statements start a line in swc's output; an SQL string's `from "table"` does not.
const SPECIFIERS = [
  /^\s*(?:import|export)\b[^;]*?\bfrom\s*['"]([^'"\s]+)['"]/gm,
  /^\s*import\s*['"]([^'"\s]+)['"]/gm,
  /\bimport\(\s*['"]([^'"\s]+)['"]\s*\)/g,
  /\brequire\(\s*['"]([^'"\s]+)['"]\s*\)/g,
];

/** What npm accepts as a package name: skips `from "${table}"` in an SQL string and the like. */
const PACKAGE_NAME = /^(?:@[a-z0-9~-][a-z0-9._~-]*\/)?[a-z0-9~-][a-z0-9._~-]*$/;

/** The packages a file imports by bare name (`pkg`, `@scope/pkg`), without Node's own modules. */
function importedPackages(file: string): Set<string> {
  const source = readFileSync(file, 'utf8');
  const names = new Set<string>();
  for (const pattern of SPECIFIERS) {
    for (const match of source.matchAll(pattern)) {
      const specifier = match[1] ?? '';
      if (/^(?:\.|\/|node:|data:|https?:)/.test(specifier)) continue;
      const parts = specifier.split('/');
      const name = specifier.startsWith('@') ? parts.slice(0, 2).join('/') : (parts[0] ?? '');
      if (PACKAGE_NAME.test(name) && !builtins.has(name)) names.add(name);
    }
  }
  return names;
}

/** Where Node finds `name` when it is required from the lockfile path `from` (`.` for the root). */
function resolvePackage(from: string, name: string): string | undefined {
  let dir = from;
  for (;;) {
    if (posix.basename(dir) !== 'node_modules') {
      const candidate = dir === '.' ? `node_modules/${name}` : `${dir}/node_modules/${name}`;
      if (packages[candidate]) return candidate;
    }
    if (dir === '.') return undefined;
    dir = posix.dirname(dir);
  }
}

// Workspaces reached from the apps, and the third-party packages their code imports.
const workspaces = new Set(apps.map((app) => `apps/${app}`));
const thirdParty = new Map<string, string>(); // lockfile path -> the workspace that imports it
const pending = [...workspaces];
for (let workspace = pending.shift(); workspace !== undefined; workspace = pending.shift()) {
  const files = jsFiles(join(root, workspace, 'dist'));
  if (files.length === 0) problems.push(`${workspace}/dist has no JavaScript: build it first`);
  for (const name of new Set(files.flatMap((file) => [...importedPackages(file)]))) {
    const path = resolvePackage(workspace, name);
    const entry = path ? packages[path] : undefined;
    if (!path || !entry) {
      problems.push(`${workspace} imports ${name}, which package-lock.json does not install`);
    } else if (entry.link) {
      const target = entry.resolved ?? '';
      if (!workspaces.has(target)) {
        workspaces.add(target);
        pending.push(target);
      }
    } else {
      thirdParty.set(path, workspace);
    }
  }
}

// Everything those packages depend on: dependencies, the optional ones that are installed, and the
// peers they cannot do without (an optional peer, such as @nestjs/microservices' gRPC, is loaded
// only by code that imports it itself, and the scan above finds that).
const selected = new Set<string>();
const queue = [...thirdParty.keys()];
for (let path = queue.shift(); path !== undefined; path = queue.shift()) {
  if (selected.has(path)) continue;
  const entry = packages[path];
  if (!entry) continue;
  if (entry.dev) problems.push(`${path} is needed at run time but package-lock.json has it as a devDependency`);
  selected.add(path);
  const wanted: [string, 'required' | 'optional' | 'peer'][] = [
    ...Object.keys(entry.dependencies ?? {}).map((n) => [n, 'required'] as [string, 'required']),
    ...Object.keys(entry.optionalDependencies ?? {}).map((n) => [n, 'optional'] as [string, 'optional']),
    ...Object.keys(entry.peerDependencies ?? {})
      .filter((n) => !entry.peerDependenciesMeta?.[n]?.optional)
      .map((n) => [n, 'peer'] as [string, 'peer']),
  ];
  for (const [name, kind] of wanted) {
    const found = resolvePackage(path, name);
    const dependency = found ? packages[found] : undefined;
    if (!found || !dependency) {
      if (kind === 'required') problems.push(`${path} depends on ${name}, which is not installed`);
      continue;
    }
    if (dependency.link) continue;
    if (kind === 'peer' && (dependency.dev || dependency.devOptional)) continue;
    queue.push(found);
  }
}

if (problems.length > 0) {
  for (const problem of problems) console.error(`runtime-tree: ${problem}`);
  process.exit(1);
}

/** Skips what nothing loads at run time: type declarations, source maps, nested node_modules (selected on their own). */
function keep(source: string, top: string): boolean {
  if (source === join(top, 'node_modules')) return false;
  if (statSync(source).isDirectory()) return true;
  return !/(?:\.d\.[cm]?ts|\.map|\.tsbuildinfo)$/.test(source);
}

function copyTree(from: string, to: string): void {
  const source = join(root, from);
  cpSync(source, to, { recursive: true, verbatimSymlinks: true, filter: (file) => keep(file, source) });
}

const common = join(out, 'common');
for (const path of [...selected].sort()) copyTree(path, join(common, path));

const libraries = [...workspaces].filter((workspace) => workspace.startsWith('libs/')).sort();
for (const workspace of workspaces) {
  const target = workspace.startsWith('libs/')
    ? join(common, workspace)
    : join(out, 'apps', posix.basename(workspace), workspace);
  mkdirSync(target, { recursive: true });
  cpSync(join(root, workspace, 'package.json'), join(target, 'package.json'));
  copyTree(`${workspace}/dist`, join(target, 'dist'));
}
for (const workspace of libraries) {
  const { name } = JSON.parse(readFileSync(join(root, workspace, 'package.json'), 'utf8')) as { name: string };
  const link = join(common, 'node_modules', name);
  mkdirSync(dirname(link), { recursive: true });
  symlinkSync(relative(dirname(link), join(common, workspace)), link);
}

console.log(
  `runtime-tree: ${apps.join(', ')}: ${selected.size} packages (${thirdParty.size} imported directly), ` +
    `libraries ${libraries.map((lib) => posix.basename(lib)).join(', ')}`,
);
