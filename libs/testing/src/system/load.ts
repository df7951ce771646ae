/**
 * The driver under every load of the system tests: N workers, each sending one request after
 * another, and a registry of the loads still running so that a test that failed half-way
 * leaves none behind (stopAllLoads, after each test).
 */
import { setTimeout as sleep } from 'node:timers/promises';

export type LoadRunOptions = {
  /** How long the workers run before they stop by themselves; until stop() unless told. */
  readonly durationMs?: number;
  /** Start the workers one after the other over this long instead of all at once (a warm-up). */
  readonly rampMs?: number;
  /** Checked before each request: the workers stop once it holds. */
  readonly enough?: () => boolean;
};

const activeRuns = new Set<LoadRun>();

/** Stops every load still running (a test that failed half-way) and waits for its requests. */
export async function stopAllLoads(): Promise<void> {
  const runs = [...activeRuns];
  for (const run of runs) run.stop();
  await Promise.all(runs.map((run) => run.done));
}

/**
 * `workers` workers, each calling `send` (one request; true when it succeeded) until stop(), the
 * deadline or `enough()`. A worker whose request failed pauses a little before its next one, so
 * that an outage is not a busy loop.
 */
export class LoadRun {
  readonly startedAt = Date.now();
  /** 0 while the load runs. */
  endedAt = 0;
  readonly done: Promise<void>;
  private stopped = false;

  constructor(workers: number, send: (worker: number) => Promise<boolean>, options: LoadRunOptions = {}) {
    const deadline = options.durationMs === undefined ? Infinity : this.startedAt + options.durationMs;
    const work = async (worker: number): Promise<void> => {
      if (options.rampMs) await sleep((options.rampMs * worker) / workers);
      while (!this.stopped && Date.now() < deadline && !(options.enough?.() ?? false)) {
        if (!(await send(worker))) await sleep(100);
      }
    };
    activeRuns.add(this);
    this.done = Promise.all(Array.from({ length: workers }, (_, i) => work(i))).then(() => {
      activeRuns.delete(this);
      this.endedAt = Date.now();
      this.stopped = true;
    });
  }

  get running(): boolean {
    return !this.stopped;
  }

  stop(): void {
    this.stopped = true;
  }
}
