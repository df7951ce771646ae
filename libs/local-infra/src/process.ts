import { spawn, type ChildProcess } from 'node:child_process';
import { closeSync, mkdirSync, openSync } from 'node:fs';
import { dirname } from 'node:path';
import { signalGroup, tailFile, waitForGroupExit } from './process-table.js';

/** How a process ended: an exit code, or the signal that ended it. */
export type ExitInfo = {
  readonly code: number | null;
  readonly signal: NodeJS.Signals | null;
};

/** What to run. The process is started in its own process group (detached), its output appended to `logFile`. */
export type ProcessSpec = {
  /** A label for messages, e.g. `identity#0` or `postgres`. */
  readonly name: string;
  readonly command: string;
  readonly args: readonly string[];
  readonly cwd?: string;
  /** The whole environment of the child (not merged with process.env). */
  readonly env?: NodeJS.ProcessEnv;
  readonly logFile: string;
  /** Run as this user and group (needs root). */
  readonly uid?: number;
  readonly gid?: number;
  /** Signal that asks the process to shut down; SIGTERM unless told. */
  readonly stopSignal?: NodeJS.Signals;
  /** How long stop() waits after stopSignal before it sends SIGKILL; 10 s unless told. */
  readonly stopTimeoutMs?: number;
};

/**
 * A child process whose PID is the real server's PID (never a wrapper), so that
 * fault tests can signal it. Restart spawns it again with the same spec.
 */
export type ManagedProcess = {
  readonly name: string;
  readonly spec: ProcessSpec;
  /** PID of the current (or last) run; undefined before the first start. */
  readonly pid: number | undefined;
  /** True from spawn until the process has exited. */
  readonly running: boolean;
  readonly logFile: string;
  /** How the last run ended; undefined while running or before the first run. */
  readonly lastExit: ExitInfo | undefined;
  /** Spawns the process (if it is not running); resolves once it has a PID. */
  start(): Promise<void>;
  /** Sends a signal to the process itself (SIGKILL, SIGSTOP, SIGCONT, ...); does nothing if it is not running. */
  kill(signal?: NodeJS.Signals): void;
  /** Sends a signal to the process's whole process group. */
  killGroup(signal?: NodeJS.Signals): void;
  /**
   * Sends stopSignal (SIGCONT too, in case it is stopped), waits for the exit, SIGKILLs the
   * group after the timeout, and waits until no process of its group is left.
   */
  stop(timeoutMs?: number): Promise<ExitInfo | undefined>;
  /** stop(), then start(). */
  restart(): Promise<void>;
  /** Resolves when the current run exits (at once if it is not running); rejects after timeoutMs if given. */
  waitForExit(timeoutMs?: number): Promise<ExitInfo>;
  /** Called each time a run exits; returns a function that removes the listener. */
  onExit(listener: (exit: ExitInfo) => void): () => void;
  /** The last lines of the log file. */
  logTail(lines?: number): string;
};

/**
 * Names the runs a process belongs to (space-separated ids; scripts/lib/run-processes.ts). Every
 * managed process keeps it, also one started with an environment of its own (PostgreSQL, NATS), so
 * that the command that started the run finds it again and stops it if this process cannot.
 */
export const RUN_ID_VARIABLE = 'WARROOM_RUN_ID';

/** The environment with this process's run ids added (unless it names its own). */
export function withRunIds(env: NodeJS.ProcessEnv): NodeJS.ProcessEnv {
  const ids = process.env[RUN_ID_VARIABLE];
  return ids && env[RUN_ID_VARIABLE] === undefined ? { ...env, [RUN_ID_VARIABLE]: ids } : env;
}

const live = new Set<ManagedProcess>();
let exitHookInstalled = false;

/** Every managed process still running in this Node process. */
export function runningProcesses(): ManagedProcess[] {
  return [...live].filter((p) => p.running);
}

/**
 * SIGKILLs the process group of every managed process still running, synchronously.
 * Runs by itself when this Node process exits, so an aborted run leaves nothing behind.
 */
export function killAllSync(): void {
  for (const p of live) {
    if (p.running) p.killGroup('SIGKILL');
  }
}

function installExitHook(): void {
  if (exitHookInstalled) return;
  exitHookInstalled = true;
  process.on('exit', killAllSync);
}

/**
 * Makes SIGINT, SIGTERM and SIGHUP SIGKILL every managed process before this process ends.
 * Use it where nothing else handles those signals (a test runner); a program that shuts down
 * gracefully (scripts/start.ts) installs its own handlers instead.
 */
export function killAllOnSignals(signals: readonly NodeJS.Signals[] = ['SIGINT', 'SIGTERM', 'SIGHUP']): () => void {
  const handlers: Array<readonly [NodeJS.Signals, () => void]> = [];
  const remove = (): void => {
    for (const [s, h] of handlers) process.removeListener(s, h);
  };
  for (const signal of signals) {
    const handler = (): void => {
      killAllSync();
      remove();
      // Nobody else handles it: end the way the signal would have ended us.
      if (process.listenerCount(signal) === 0) process.kill(process.pid, signal);
    };
    process.on(signal, handler);
    handlers.push([signal, handler]);
  }
  return remove;
}

class ManagedChild implements ManagedProcess {
  private child: ChildProcess | undefined;
  private currentPid: number | undefined;
  private exit: ExitInfo | undefined;
  private exited: Promise<ExitInfo> = Promise.resolve({ code: null, signal: null });
  private starting: Promise<void> | undefined;
  private readonly listeners = new Set<(exit: ExitInfo) => void>();

  constructor(readonly spec: ProcessSpec) {}

  get name(): string {
    return this.spec.name;
  }
  get pid(): number | undefined {
    return this.currentPid;
  }
  get running(): boolean {
    return this.child !== undefined;
  }
  get logFile(): string {
    return this.spec.logFile;
  }
  get lastExit(): ExitInfo | undefined {
    return this.exit;
  }

  start(): Promise<void> {
    if (this.child) return Promise.resolve();
    this.starting ??= this.spawnChild().finally(() => {
      this.starting = undefined;
    });
    return this.starting;
  }

  private async spawnChild(): Promise<void> {
    const { spec } = this;
    mkdirSync(dirname(spec.logFile), { recursive: true });
    const fd = openSync(spec.logFile, 'a');
    let child: ChildProcess;
    try {
      child = spawn(spec.command, [...spec.args], {
        cwd: spec.cwd,
        env: withRunIds(spec.env ?? process.env),
        detached: true,
        stdio: ['ignore', fd, fd],
        uid: spec.uid,
        gid: spec.gid,
      });
    } finally {
      closeSync(fd);
    }
    const spawned = new Promise<void>((resolve, reject) => {
      child.once('spawn', resolve);
      child.once('error', (error) => reject(new Error(`${spec.name}: cannot start ${spec.command}: ${error.message}`)));
    });
    // Failing to spawn emits 'error' and no 'exit'; the process table has nothing to clean up then.
    await spawned;
    installExitHook();
    this.exit = undefined;
    this.child = child;
    this.currentPid = child.pid;
    live.add(this);
    this.exited = new Promise<ExitInfo>((resolve) => {
      child.once('exit', (code, signal) => {
        const info: ExitInfo = { code, signal };
        if (this.child === child) {
          this.exit = info;
          this.child = undefined;
          live.delete(this);
          for (const listener of this.listeners) listener(info);
        }
        resolve(info);
      });
    });
  }

  kill(signal: NodeJS.Signals = 'SIGTERM'): void {
    if (!this.child || this.currentPid === undefined) return;
    try {
      process.kill(this.currentPid, signal);
    } catch {
      // exited in between
    }
  }

  killGroup(signal: NodeJS.Signals = 'SIGTERM'): void {
    if (this.currentPid === undefined) return;
    signalGroup(this.currentPid, signal);
  }

  async stop(timeoutMs = this.spec.stopTimeoutMs ?? 10_000): Promise<ExitInfo | undefined> {
    const pid = this.currentPid;
    if (pid === undefined) return undefined;
    if (this.child) {
      this.kill('SIGCONT');
      this.kill(this.spec.stopSignal ?? 'SIGTERM');
      const graceful = await this.waitForExit(timeoutMs).then(
        () => true,
        () => false,
      );
      if (!graceful) {
        signalGroup(pid, 'SIGKILL');
        await this.exited;
      }
    }
    // Children of the process (e.g. PostgreSQL backends) may outlive it for a moment.
    if (!(await waitForGroupExit(pid, timeoutMs))) {
      signalGroup(pid, 'SIGKILL');
      await waitForGroupExit(pid, 5_000);
    }
    return this.exit;
  }

  async restart(): Promise<void> {
    await this.stop();
    await this.start();
  }

  waitForExit(timeoutMs?: number): Promise<ExitInfo> {
    if (!this.child) return Promise.resolve(this.exit ?? { code: null, signal: null });
    if (timeoutMs === undefined) return this.exited;
    return new Promise<ExitInfo>((resolve, reject) => {
      const timer = setTimeout(
        () => reject(new Error(`${this.name} (PID ${this.currentPid}) did not exit within ${timeoutMs} ms`)),
        timeoutMs,
      );
      void this.exited.then((info) => {
        clearTimeout(timer);
        resolve(info);
      });
    });
  }

  onExit(listener: (exit: ExitInfo) => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  logTail(lines = 40): string {
    return tailFile(this.spec.logFile, lines);
  }
}

/** Creates a managed process without starting it. */
export function createProcess(spec: ProcessSpec): ManagedProcess {
  return new ManagedChild(spec);
}

/** Creates and starts a managed process. */
export async function startProcess(spec: ProcessSpec): Promise<ManagedProcess> {
  const managed = createProcess(spec);
  await managed.start();
  return managed;
}

/** Describes an exit for messages: "exited with code 1" / "was killed by SIGKILL". */
export function describeExit(exit: ExitInfo | undefined): string {
  if (!exit) return 'is running';
  if (exit.signal) return `was killed by ${exit.signal}`;
  return `exited with code ${exit.code ?? 'unknown'}`;
}
