/**
 * The process table as these tests read it (/proc): a process tree, one process's command line and
 * environment, and whether a process seen earlier (same PID, same start time) is still there.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

/** A process as it was seen: its start time tells it from a later one with the same PID. */
export type Seen = { readonly pid: number; readonly start: string; readonly cmdline: string };

type Stat = { readonly ppid: number; readonly state: string; readonly start: string };

function stat(pid: number): Stat | undefined {
  try {
    const text = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const fields = text.slice(text.lastIndexOf(')') + 2).split(' ');
    // After "pid (comm)": state is field 3, ppid 4, starttime 22.
    return { state: fields[0] ?? '', ppid: Number(fields[1]), start: fields[19] ?? '' };
  } catch {
    return undefined;
  }
}

function pids(): number[] {
  return readdirSync('/proc')
    .filter((entry) => /^\d+$/.test(entry))
    .map(Number);
}

export function cmdlineOf(pid: number): string {
  try {
    return readFileSync(`/proc/${pid}/cmdline`, 'utf8').replaceAll('\0', ' ').trim();
  } catch {
    return '';
  }
}

/** The value of one variable in a process's environment (as it started). */
export function environValue(pid: number, name: string): string | undefined {
  try {
    const entry = readFileSync(`/proc/${pid}/environ`, 'latin1')
      .split('\0')
      .find((e) => e.startsWith(`${name}=`));
    return entry?.slice(name.length + 1);
  } catch {
    return undefined;
  }
}

function see(pid: number): Seen | undefined {
  const s = stat(pid);
  if (!s || s.state === 'Z' || s.state === 'X') return undefined;
  return { pid, start: s.start, cmdline: cmdlineOf(pid) };
}

/** The live processes below `root` (its children, theirs, ...), found by their parent PIDs. */
export function descendantsOf(root: number): Seen[] {
  const children = new Map<number, number[]>();
  for (const pid of pids()) {
    const s = stat(pid);
    if (s) children.set(s.ppid, [...(children.get(s.ppid) ?? []), pid]);
  }
  const found: Seen[] = [];
  const queue = [...(children.get(root) ?? [])];
  for (let pid = queue.shift(); pid !== undefined; pid = queue.shift()) {
    const seen = see(pid);
    if (seen) found.push(seen);
    queue.push(...(children.get(pid) ?? []));
  }
  return found;
}

/** The live processes whose environment has name=value. */
export function processesWith(name: string, value: string): Seen[] {
  return pids()
    .filter((pid) => pid !== process.pid && environValue(pid, name) === value)
    .map(see)
    .filter((p): p is Seen => p !== undefined);
}

/** Whether that very process (not a later one with its PID) is still running. */
export function stillThere(p: Seen): boolean {
  const s = stat(p.pid);
  return s !== undefined && s.start === p.start && s.state !== 'Z' && s.state !== 'X';
}

/** SIGCONT and SIGKILL to each that is still there: what a failed test leaves is not left running. */
export function killLeftovers(processes: readonly Seen[]): void {
  for (const p of processes.filter(stillThere)) {
    for (const signal of ['SIGCONT', 'SIGKILL'] as const) {
      try {
        process.kill(p.pid, signal);
      } catch {
        // gone
      }
    }
  }
}

/** The repository root (libs/local-infra/test is three folders down). */
export const repoRoot = fileURLToPath(new URL('../../../', import.meta.url)).replace(/\/$/, '');

/** `npm run build` when one of these build outputs is missing (a run of these tests alone, unbuilt). */
export function buildIfMissing(files: readonly string[]): void {
  if (files.every((file) => existsSync(join(repoRoot, file)))) return;
  const result = spawnSync('npm', ['run', 'build'], { cwd: repoRoot, stdio: 'inherit' });
  if (result.status !== 0) throw new Error(`npm run build failed (exit ${result.status ?? result.signal})`);
}

export const sleep = (ms: number): Promise<void> => new Promise((resolve) => setTimeout(resolve, ms));
