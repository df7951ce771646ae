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
