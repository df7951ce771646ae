// What the launcher knows of a suite: where its tests are, the sizes it runs them at, where the
// results go and how to sum them up. Each suite (fuzz.ts, resilience.ts, reliability.ts) is one
// value of this type; system-run.ts puts them in one table.

/** What a summary is given once jest has ended. */
export type RunContext = {
  /** Every variable of the suite's `defaults`, as set for this run. */
  readonly env: Readonly<Record<string, string>>;
  /** The results file or folder (absolute). */
  readonly results: string;
  /** Date.now() just before jest started: results older than this are a previous run's. */
  readonly startedAt: number;
};

export type Suite = {
  /** jest's test path pattern for the suite. */
  readonly tests: string;
  /** 'always': the pattern goes to jest every time; 'unless-paths-given': a path argument replaces it. */
  readonly selection: 'always' | 'unless-paths-given';
  /** Sizes at full size: each variable keeps its value from the environment if set. */
  readonly defaults: Readonly<Record<string, string>>;
  /**
   * The variable that names the results and its default, relative to the repository root.
   * A 'file' is deleted before the run; a 'folder' is kept (the summary reads what is newer).
   */
  readonly results: {
    readonly variable: string;
    readonly kind: 'file' | 'folder';
    readonly fallback: (env: Readonly<Record<string, string>>) => string;
  };
  /** One line on stderr before jest starts. */
  readonly banner: (run: Omit<RunContext, 'startedAt'>) => string;
  /** Prints the totals (stdout), or that there are none (stderr). */
  readonly summarize: (run: RunContext) => void;
};
