import type { BenchOptions } from '../config.ts';
import type { Log } from '../lib/infra.ts';

/** What every phase of a run shares: its options, its log, its failure list and its load notes. */
export type RunContext = {
  readonly options: BenchOptions;
  readonly log: Log;
  /** Records a failure of the bench itself (exit 1) when `ok` is false; a missed goal is no failure. */
  readonly check: (ok: boolean, what: string) => void;
  /** Notes the machine's load at the start of a phase. */
  readonly noteLoad: (phase: string) => void;
};
