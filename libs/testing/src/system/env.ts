import { cpus } from 'node:os';
import { resolve } from 'node:path';

/** A positive integer from the environment (a size or a duration of a system test), or `fallback` when unset. */
export function intEnv(name: string, fallback: number): number {
  const raw = process.env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value <= 0) {
    throw new Error(`${name} must be a positive integer, not ${JSON.stringify(raw)}`);
  }
  return value;
}

/** The repository root: WARROOM_REPO_ROOT, else the current folder. */
export function repoRoot(): string {
  return resolve(process.env.WARROOM_REPO_ROOT ?? process.cwd());
}

/** The machine a figure was measured on, for the results files. */
export function machineInfo(): { cores: number; node: string } {
  return { cores: cpus().length, node: process.version };
}
