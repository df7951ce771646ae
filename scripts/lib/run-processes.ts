// Everything a command started, found again and stopped. A command marks itself with an id of its
// own in WARROOM_RUN_ID (space-separated: a run inside a run carries both ids); its children
// inherit it, and libs/local-infra hands it on to the servers it starts with an environment of
// their own (PostgreSQL, NATS, maildev). When the command is interrupted, or a child it ran (jest)
// died without stopping what it had started, stopRun() finds every process that carries the id in
// /proc and stops it: detached servers included, which no process-group signal reaches.
//
// Node builtins only: the launchers load this before anything is built.
import { randomBytes } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { setTimeout as sleep } from 'node:timers/promises';

/** The variable (also in libs/local-infra/src/process.ts) that names the runs a process belongs to. */
export const RUN_ID_VARIABLE = 'WARROOM_RUN_ID';

/** Servers stopped after everything else, so that the apps still reach them while they stop. */
const SERVERS = new Set(['postgres', 'nats-server']);

/**
 * The signal that asks a process to stop, where it is not SIGTERM: a PostgreSQL postmaster's fast
 * shutdown; the docker client's Ctrl-C (a build cancelled), which it does not do on SIGTERM.
 */
const STOP_SIGNAL: ReadonlyMap<string, NodeJS.Signals> = new Map([
  ['postgres', 'SIGINT'],
  ['docker', 'SIGINT'],
]);

/** A new id, added to this process's WARROOM_RUN_ID, so that everything started from now on carries it. */
export function markRun(): string {
  const id = `${process.pid}-${randomBytes(4).toString('hex')}`;
  process.env[RUN_ID_VARIABLE] = [process.env[RUN_ID_VARIABLE], id].filter(Boolean).join(' ');
  return id;
}

type ProcInfo = { readonly pid: number; readonly ppid: number; readonly state: string; readonly comm: string };

function procInfo(pid: number): ProcInfo | undefined {
  try {
    const text = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // "pid (comm) state ppid ..."; comm may hold spaces and parentheses.
    const open = text.indexOf('(');
    const close = text.lastIndexOf(')');
    const [state = '', ppid = '0'] = text.slice(close + 2).split(' ');
    return { pid, ppid: Number(ppid), state, comm: text.slice(open + 1, close) };
  } catch {
    return undefined;
  }
}

/** The run ids in a process's environment (as it was started); [] when it cannot be read. */
function runIdsOf(pid: number): string[] {
  let environ: string;
  try {
    environ = readFileSync(`/proc/${pid}/environ`, 'latin1');
  } catch {
    return [];
  }
  const entry = environ.split('\0').find((e) => e.startsWith(`${RUN_ID_VARIABLE}=`));
  return entry ? entry.slice(RUN_ID_VARIABLE.length + 1).split(' ') : [];
}

const isLive = (p: ProcInfo | undefined): p is ProcInfo => p !== undefined && p.state !== 'Z' && p.state !== 'X';

/** The live processes (this one aside) that carry the run id. */
export function processesOfRun(runId: string): ProcInfo[] {
  let entries: string[];
  try {
    entries = readdirSync('/proc');
  } catch {
    return [];
  }
  return entries
    .filter((entry) => /^\d+$/.test(entry) && Number(entry) !== process.pid)
    .map((entry) => procInfo(Number(entry)))
    .filter(isLive)
    .filter((p) => runIdsOf(p.pid).includes(runId));
}

function signal(pid: number, name: NodeJS.Signals): void {
  try {
    process.kill(pid, name);
  } catch {
    // gone meanwhile
  }
}

async function waitGone(pids: readonly number[], timeoutMs: number): Promise<number[]> {
  const deadline = Date.now() + timeoutMs;
  let alive = pids.filter((pid) => isLive(procInfo(pid)));
  while (alive.length > 0 && Date.now() < deadline) {
    await sleep(100);
    alive = alive.filter((pid) => isLive(procInfo(pid)));
  }
  return alive;
}

export type RunStopped = {
  /** Processes of the run that were still there. */
  readonly found: number;
  /** Of those, the ones that had to be SIGKILLed. */
  readonly killed: number;
};

export type StopRunOptions = {
  /** How long each wave may take before it is SIGKILLed; 10 s unless told. */
  readonly graceMs?: number;
  /** Processes (by command name, e.g. dockerd) to leave running for now. */
  readonly spare?: readonly string[];
};

/**
 * Stops every process of the run: first all but the servers (SIGCONT, in case one is stopped, then
 * its stop signal), then the servers (a PostgreSQL postmaster's own children are left to it), each
 * wave SIGKILLed after graceMs; then whatever still carries the id.
 */
export async function stopRun(
  runId: string,
  { graceMs = 10_000, spare = [] }: StopRunOptions = {},
): Promise<RunStopped> {
  let found = 0;
  let killed = 0;
  const ofRun = (): ProcInfo[] => processesOfRun(runId).filter((p) => !spare.includes(p.comm));
  for (const servers of [false, true]) {
    const wave = ofRun().filter((p) => SERVERS.has(p.comm) === servers);
    if (wave.length === 0) continue;
    found += wave.length;
    const inWave = new Set(wave.map((p) => p.pid));
    for (const p of wave) {
      signal(p.pid, 'SIGCONT');
      if (servers && inWave.has(p.ppid)) continue;
      signal(p.pid, STOP_SIGNAL.get(p.comm) ?? 'SIGTERM');
    }
    const left = await waitGone([...inWave], graceMs);
    for (const pid of left) signal(pid, 'SIGKILL');
    killed += left.length;
    await waitGone(left, 5_000);
  }
  for (let round = 0; round < 3; round++) {
    const rest = ofRun();
    if (rest.length === 0) break;
    found += rest.length;
    killed += rest.length;
    for (const p of rest) signal(p.pid, 'SIGKILL');
    await waitGone(
      rest.map((p) => p.pid),
      5_000,
    );
  }
  return { found, killed };
}

/** The signals that stop a command: Ctrl-C, `kill`/`timeout`/a CI limit, a closed terminal. */
export const STOP_SIGNALS: readonly NodeJS.Signals[] = ['SIGINT', 'SIGTERM', 'SIGHUP'];

/**
 * Calls onStop with each stop signal this process gets, and with SIGTERM when npm's shell goes.
 *
 * `npm run x` runs `sh -c "node ..."`; npm passes a SIGTERM or SIGINT on to that shell, which dies
 * of it without passing it on (dash does not exec the command), and this process would be left
 * running, orphaned. So under npm (npm_lifecycle_event set) the parent is watched: once it has
 * gone, and no stop signal came first (`timeout` signals the whole group, npm and us), this process
 * sends itself SIGTERM. Returns a function that stops the watching.
 */
export function onStopSignals(onStop: (signal: NodeJS.Signals) => void): () => void {
  let signalled = false;
  for (const name of STOP_SIGNALS) {
    process.on(name, (signal: NodeJS.Signals) => {
      signalled = true;
      onStop(signal);
    });
  }
  if (process.env.npm_lifecycle_event === undefined) return () => undefined;
  const parent = process.ppid;
  const watch = setInterval(() => {
    if (process.ppid === parent) return;
    clearInterval(watch);
    if (signalled) return;
    // Whoever read our output may be gone with it: a failed write must not end the cleanup.
    process.stdout.on('error', () => undefined);
    process.stderr.on('error', () => undefined);
    console.error(`[run] the parent process (${parent}) has gone: stopping`);
    process.kill(process.pid, 'SIGTERM');
  }, 500);
  watch.unref();
  return () => clearInterval(watch);
}
