import type { AppName } from './stack.js';

/**
 * The V8 heap ceilings each app runs with, on this machine (`npm start`, the tests, the bench)
 * as in docker-compose.yml, whose defaults must be the same (scripts/check-compose.sh compares
 * them): the old space below the container's memory limit, and a young generation that V8 does
 * not shrink (with a small old space alone it did, and the event path spent 6-8x the CPU in
 * scavenges). Without a ceiling V8 sizes its heap from the machine's memory and holds garbage it
 * has no reason to collect (docs/performance.md, Memory).
 */
export const APP_NODE_OPTIONS: Readonly<Record<AppName, string>> = {
  gateway: '--max-old-space-size=256 --max-semi-space-size=16',
  identity: '--max-old-space-size=192 --max-semi-space-size=16',
  portal: '--max-old-space-size=160 --max-semi-space-size=16',
  applications: '--max-old-space-size=160 --max-semi-space-size=16',
  audit: '--max-old-space-size=160 --max-semi-space-size=16',
};

/**
 * V8 flags each app runs with, before its main script (Node refuses them in NODE_OPTIONS), as
 * in the Dockerfile's commands (scripts/check-compose.sh compares them). Measured in issue 19
 * (docs/performance.md, "Collections"):
 *
 * - `--heap-growing-percent`: how far the old generation may grow past what the last full
 *   collection kept before the next one starts. Under the ceilings above V8 takes its smallest
 *   factor, 1.3; the gateway's ~50 MB then left 15 MB of room, less than V8 keeps for its young
 *   generation, so a full collection began as soon as the last one ended: 3 a second under the
 *   review list's load, pauses of 6-30 ms, the gateway's CPU per request halved without it.
 *   The gateway and the services with the heaviest reads (applications: the review list;
 *   audit: the log) may double; identity and portal grow by 60%, which keeps them clear of that
 *   loop (their 40-50 MB leave 24-30 MB of room) for less memory (the five apps held 1,043 MB
 *   after the full bench's load with 100% everywhere).
 * - `--no-parallel-scavenge`: young collections on the app's own thread. With two cores shared
 *   by five apps, NATS and PostgreSQL (or one CPU per container), the helper threads waited for a
 *   core and every scavenge waited for them: 4 ms at the median, 7 ms at p90, 14 a second in the
 *   audit service under the audit log's load.
 */
const gcFlags = (growingPercent: number): readonly string[] => [
  `--heap-growing-percent=${growingPercent}`,
  '--no-parallel-scavenge',
];
export const APP_NODE_FLAGS: Readonly<Record<AppName, readonly string[]>> = {
  gateway: gcFlags(100),
  identity: gcFlags(60),
  portal: gcFlags(60),
  applications: gcFlags(100),
  audit: gcFlags(100),
};

/**
 * The environment every app runs with, as the Dockerfile's runtime image sets it (checked by
 * scripts/check-compose.sh): glibc's malloc takes buffers of 16 kB and more from mmap, so their
 * memory goes back to the system when they are freed. Below its default threshold (128 kB) the
 * NATS reads of a page (16-100 kB each) came from malloc's heap, which kept them after they were
 * freed: 60-70 MB resident in the gateway after the bench's load, for nothing.
 */
export const APP_ENV: Readonly<Record<string, string>> = { MALLOC_MMAP_THRESHOLD_: '16384' };
