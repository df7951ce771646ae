/**
 * How long an app may take to stop once asked (SIGTERM, SIGINT) before it exits anyway: less than
 * the 10 s the local process manager (libs/local-infra) waits before its SIGKILL, and than the
 * stop_grace_period Compose and the Swarm stack give.
 */
export const STOP_GRACE_MS = 8_000;

/** What the deadline does when it passes: say so, then end the process (exit code 1). */
export type StopDeadlineOptions = {
  readonly graceMs?: number;
  readonly onExpired: (graceMs: number) => void;
  readonly exit?: (code: number) => void;
};

/**
 * Starts the deadline of a shutdown: a clean stop waits on NATS (draining) and PostgreSQL (the
 * pool), and a server that does not answer (stopped, cut off) would hold the process for ever. The
 * timer is unref'd, so it keeps nothing alive once the shutdown is done; returns it.
 */
export function startStopDeadline({
  graceMs = STOP_GRACE_MS,
  onExpired,
  exit = (code) => process.exit(code),
}: StopDeadlineOptions): NodeJS.Timeout {
  const timer = setTimeout(() => {
    try {
      onExpired(graceMs);
    } catch {
      // Exiting matters more than saying why.
    }
    exit(1);
  }, graceMs);
  timer.unref();
  return timer;
}
