import { closeSync, fstatSync, openSync, readdirSync, readFileSync, readSync } from 'node:fs';
import { setTimeout as sleep } from 'node:timers/promises';

/*
 * The system's process table as the process manager reads it: whether a PID lives, a
 * group's members, a process's children, waiting for them to go, and a log file's tail.
 */

/** True if a process with this PID exists and is not a zombie. */
export function isPidAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
  const state = procStat(pid)?.state;
  return state !== undefined ? state !== 'Z' && state !== 'X' : true;
}

type ProcStat = {
  readonly pid: number;
  readonly state: string;
  readonly ppid: number;
  readonly pgrp: number;
};

function procStat(pid: number): ProcStat | undefined {
  let text: string;
  try {
    text = readFileSync(`/proc/${pid}/stat`, 'utf8');
  } catch {
    return undefined;
  }
  // "pid (comm) state ppid pgrp ..."; comm may contain spaces and parentheses.
  const close = text.lastIndexOf(')');
  const fields = text.slice(close + 2).split(' ');
  return { pid, state: fields[0] ?? '', ppid: Number(fields[1]), pgrp: Number(fields[2]) };
}

/** PIDs of the live (non-zombie) processes in a process group; empty where /proc is not available. */
export function processGroupMembers(pgid: number): number[] {
  let entries: string[];
  try {
    entries = readdirSync('/proc');
  } catch {
    return isPidAlive(pgid) ? [pgid] : [];
  }
  const members: number[] = [];
  for (const entry of entries) {
    if (!/^\d+$/.test(entry)) continue;
    const stat = procStat(Number(entry));
    if (stat && stat.pgrp === pgid && stat.state !== 'Z' && stat.state !== 'X') members.push(stat.pid);
  }
  return members;
}

/** PIDs of the live direct children of a process. */
export function childrenOf(pid: number): number[] {
  let entries: string[];
  try {
    entries = readdirSync('/proc');
  } catch {
    return [];
  }
  const children: number[] = [];
  for (const entry of entries) {
    if (!/^\d+$/.test(entry)) continue;
    const stat = procStat(Number(entry));
    if (stat && stat.ppid === pid && stat.state !== 'Z' && stat.state !== 'X') children.push(stat.pid);
  }
  return children;
}

/** Waits until every PID is gone, SIGKILLs what is left after timeoutMs and waits for that too. */
export async function reapPids(pids: Iterable<number>, timeoutMs: number): Promise<void> {
  const list = [...pids];
  const deadline = Date.now() + timeoutMs;
  while (list.some(isPidAlive) && Date.now() < deadline) await sleep(50);
  for (const pid of list.filter(isPidAlive)) {
    try {
      process.kill(pid, 'SIGKILL');
    } catch {
      // gone
    }
  }
  const hardDeadline = Date.now() + 5_000;
  while (list.some(isPidAlive) && Date.now() < hardDeadline) await sleep(50);
}

/** Waits until no live process is left in the group; false on timeout. */
export async function waitForGroupExit(pgid: number, timeoutMs: number): Promise<boolean> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if (processGroupMembers(pgid).length === 0) return true;
    if (Date.now() >= deadline) return false;
    await sleep(50);
  }
}

/** Waits until a PID (not necessarily our child) is gone; false on timeout. */
export async function waitForPidExit(pid: number, timeoutMs: number): Promise<boolean> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if (!isPidAlive(pid)) return true;
    if (Date.now() >= deadline) return false;
    await sleep(50);
  }
}

/** The last `lines` lines of a text file ('' if it does not exist); reads at most the last 64 KiB. */
export function tailFile(file: string, lines = 40): string {
  let fd: number;
  try {
    fd = openSync(file, 'r');
  } catch {
    return '';
  }
  try {
    const size = fstatSync(fd).size;
    const length = Math.min(size, 64 * 1024);
    const buffer = Buffer.alloc(length);
    readSync(fd, buffer, 0, length, size - length);
    const all = buffer.toString('utf8').split('\n');
    if (all.at(-1) === '') all.pop();
    return all.slice(-lines).join('\n');
  } finally {
    closeSync(fd);
  }
}

export function signalGroup(pid: number, signal: NodeJS.Signals): void {
  try {
    process.kill(-pid, signal);
  } catch {
    try {
      process.kill(pid, signal);
    } catch {
      // already gone
    }
  }
}
