/**
 * A service's background loop: a pass of work run by a timer, one at a time, until stopped
 * (the outbox relay, the profile backfill). `schedule(ms)` runs the pass once after `ms` (a
 * newer schedule replaces one still waiting); each pass schedules the next itself, or none;
 * `stop()` clears what waits and waits for the pass under way.
 */
export class TimedPasses {
  private timer: NodeJS.Timeout | null = null;
  private running: Promise<void> | null = null;
  private stopped = false;

  constructor(private readonly pass: () => Promise<void>) {}

  /** Whether a pass is under way. */
  get isRunning(): boolean {
    return this.running !== null;
  }

  get isStopped(): boolean {
    return this.stopped;
  }

  /** The first pass at once. */
  start(): void {
    this.stopped = false;
    this.schedule(0);
  }

  schedule(delayMs: number): void {
    if (this.stopped) return;
    if (this.timer) clearTimeout(this.timer);
    this.timer = setTimeout(() => {
      this.timer = null;
      this.running = this.pass().finally(() => {
        this.running = null;
      });
    }, delayMs);
  }

  async stop(): Promise<void> {
    this.stopped = true;
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    await this.running;
  }
}
