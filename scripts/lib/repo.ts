// The repository and its Node, for the scripts: where the checkout is, which node runs its
// tools, how to run a child with inherited output, how to read a JSON file it wrote.
// `npm test` loads this before it builds anything, so it imports no workspace package.
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { z } from 'zod';

/** The checkout this script belongs to. */
export const repoRoot = resolve(dirname(fileURLToPath(import.meta.url)), '..', '..');

/** node_modules/.bin/node (the project's Node 24) when installed, else the Node running this. */
export const nodeBinary = existsSync(join(repoRoot, 'node_modules', '.bin', 'node'))
  ? join(repoRoot, 'node_modules', '.bin', 'node')
  : process.execPath;

/** jest's own entry point, run by nodeBinary (not through a shell wrapper, so signals reach it). */
export const jestEntry = join(repoRoot, 'node_modules', 'jest', 'bin', 'jest.js');

/** How a child ended: its exit code, the signal that ended it, or why it could not start. */
export type ChildEnd =
  | { readonly kind: 'exited'; readonly code: number | null; readonly signal: NodeJS.Signals | null }
  | { readonly kind: 'failed-to-start'; readonly error: Error };

export type InheritedChild = {
  readonly child: ChildProcess;
  readonly ended: Promise<ChildEnd>;
};

export type InheritedOptions = {
  /** Added to this process's environment. */
  readonly env?: Readonly<Record<string, string>>;
  /** Stdin too ('inherit'), or none ('ignore', the default): stdout and stderr are always ours. */
  readonly stdin?: 'inherit' | 'ignore';
  /**
   * In a process group of its own: then a signal to ours (Ctrl-C, `timeout`) does not reach it, and
   * the signal it gets is the one we pass on, once. Default false.
   */
  readonly detached?: boolean;
};

/** Starts `command args` in the repository root with this process's stdout and stderr. */
export function spawnInherited(
  command: string,
  args: readonly string[],
  options: InheritedOptions = {},
): InheritedChild {
  const child = spawn(command, [...args], {
    cwd: repoRoot,
    stdio: [options.stdin ?? 'ignore', 'inherit', 'inherit'],
    env: { ...process.env, ...options.env },
    detached: options.detached ?? false,
  });
  const ended = new Promise<ChildEnd>((done) => {
    // A command that cannot start emits 'error' and no 'exit'.
    child.once('error', (error) => done({ kind: 'failed-to-start', error }));
    child.once('exit', (code, signal) => done({ kind: 'exited', code, signal }));
  });
  return { child, ended };
}

/** The file's JSON if it exists, parses and has the schema's shape; undefined otherwise. */
export function readJson<T>(file: string, schema: z.ZodType<T>): T | undefined {
  let raw: unknown;
  try {
    raw = JSON.parse(readFileSync(file, 'utf8'));
  } catch {
    return undefined;
  }
  const parsed = schema.safeParse(raw);
  return parsed.success ? parsed.data : undefined;
}

/** The first line of an error's message, for messages meant to be one line. */
export function firstLine(error: unknown): string {
  return String(error instanceof Error ? error.message : error).split('\n')[0] ?? '';
}
