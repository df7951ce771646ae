// A launcher that runs its steps as children (the build, then jest or the bench) and leaves nothing
// behind: a stop signal (or npm's shell going, see onStopSignals) is passed on to the child that
// runs, which is SIGKILLed if it is still there after its grace period or at a second signal; and
// sweep() then stops every process the run started that is still there (stopRun), detached
// servers included. Node builtins only, like the rest of scripts/lib.
import type { ChildProcess } from 'node:child_process';
import { constants } from 'node:os';
import { spawnInherited, type ChildEnd, type InheritedOptions } from './repo.ts';
import { markRun, onStopSignals, stopRun } from './run-processes.ts';

export type SupervisedOptions = InheritedOptions & {
  /** How long the child may take to stop after the signal before it is SIGKILLed; 30 s unless told. */
  readonly graceMs?: number;
};

export type Supervisor = {
  /** This run's id in WARROOM_RUN_ID. */
  readonly runId: string;
  /** The first stop signal that came, if one did. */
  stopSignal(): NodeJS.Signals | undefined;
  /** Runs one step (not at all once a stop signal has come: then it ends at once, by that signal). */
  run(command: string, args: readonly string[], options?: SupervisedOptions): Promise<ChildEnd>;
  /** Stops whatever of the run is still there; says so when there was anything. */
  sweep(): Promise<void>;
  /** The exit code for the end of a step: its own, 128 + the signal number when stopped by a signal. */
  exitCode(end: ChildEnd): number;
};

const signalCode = (signal: NodeJS.Signals): number => 128 + (constants.signals[signal] ?? 15);

export function supervise(tag: string): Supervisor {
  const runId = markRun();
  let received: NodeJS.Signals | undefined;
  let current: { readonly child: ChildProcess; readonly graceMs: number } | undefined;

  const passOn = (signal: NodeJS.Signals): void => {
    if (!current) return;
    const { child, graceMs } = current;
    child.kill(signal);
    setTimeout(() => child.kill('SIGKILL'), graceMs).unref();
  };

  onStopSignals((signal) => {
    if (received === undefined) {
      received = signal;
      console.error(`\n${tag} ${signal}: stopping everything this run started...`);
      passOn(signal);
      return;
    }
    // A second signal: do not wait any longer.
    current?.child.kill('SIGKILL');
    void stopRun(runId, { graceMs: 0 }).finally(() => process.exit(signalCode(signal)));
  });

  return {
    runId,
    stopSignal: () => received,
    run: async (command, args, options = {}) => {
      if (received) return { kind: 'exited', code: null, signal: received };
      const { child, ended } = spawnInherited(command, args, options);
      current = { child, graceMs: options.graceMs ?? 30_000 };
      const end = await ended;
      current = undefined;
      return end;
    },
    sweep: async () => {
      const { found, killed } = await stopRun(runId);
      if (found > 0)
        console.error(
          `${tag} stopped ${found} process(es) the run had left running${killed ? ` (${killed} SIGKILLed)` : ''}`,
        );
    },
    exitCode: (end) => {
      if (received) return signalCode(received);
      if (end.kind === 'failed-to-start') return 127;
      return end.signal ? signalCode(end.signal) : (end.code ?? 1);
    },
  };
}
