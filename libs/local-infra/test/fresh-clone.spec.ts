/**
 * The README's commands work straight after `npm ci`, before anything is built. A workspace
 * package (`@warroom/<name>`) loads its dist/, which a fresh clone does not have: so the file an npm
 * script runs, and every file it imports statically (relative imports, followed), may load no
 * workspace package. Such a script builds first and only then imports one (a dynamic import, or a
 * child process), or its npm script builds before it starts (`npm run build && node ...`).
 * Type-only imports are erased when Node strips the types and load nothing; `import { type X }`
 * is not one of them (Node keeps the import).
 */
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import ts from 'typescript';
import { repoRoot } from './proc.js';

/** The npm scripts the README tells a reader to run. */
const README_SCRIPTS = [
  'start',
  'test',
  'bench',
  'bench:smoke',
  'fuzz',
  'resilience',
  'reliability',
  'test:compose',
  'audit:deps',
];

const scripts = (
  JSON.parse(readFileSync(join(repoRoot, 'package.json'), 'utf8')) as { scripts: Record<string, string> }
).scripts;

/** The modules a file loads when it is loaded: its static imports and re-exports that are not type-only. */
function loadedModules(file: string): string[] {
  const source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, false);
  const specifiers: string[] = [];
  for (const statement of source.statements) {
    if (ts.isImportDeclaration(statement) && !statement.importClause?.isTypeOnly) {
      if (ts.isStringLiteral(statement.moduleSpecifier)) specifiers.push(statement.moduleSpecifier.text);
    } else if (ts.isExportDeclaration(statement) && !statement.isTypeOnly && statement.moduleSpecifier) {
      if (ts.isStringLiteral(statement.moduleSpecifier)) specifiers.push(statement.moduleSpecifier.text);
    }
  }
  return specifiers;
}

/** Each workspace package a file loads before its first line runs, with the chain of files that leads to it. */
function workspaceLoads(entry: string): string[] {
  const found: string[] = [];
  const visited = new Set<string>();
  const visit = (file: string, chain: readonly string[]): void => {
    if (visited.has(file)) return;
    visited.add(file);
    const here = [...chain, relative(repoRoot, file)];
    for (const specifier of loadedModules(file)) {
      if (specifier.startsWith('@warroom/')) found.push(`${here.join(' -> ')} -> ${specifier}`);
      else if (specifier.startsWith('.')) {
        const target = resolve(dirname(file), specifier);
        if (existsSync(target)) visit(target, here);
      }
    }
  };
  visit(entry, []);
  return found;
}

describe('the README commands after `npm ci`, with nothing built', () => {
  it.each(README_SCRIPTS)('npm run %s loads no workspace package before it has built', (name) => {
    const command = scripts[name];
    expect(command).toBeDefined();
    const run = /^(npm run build && )?node (\S+\.ts)\b/.exec(command ?? '');
    if (!run) throw new Error(`npm run ${name} is "${command}": expected "node <file>.ts"`);
    if (run[1]) return; // it builds before node starts
    const entry = join(repoRoot, run[2] ?? '');
    expect(workspaceLoads(entry)).toEqual([]);
  });
});
