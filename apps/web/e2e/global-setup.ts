import { cpSync, existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { startWarroomStack, type WarroomTestStack } from '@warroom/testing';

declare global {
  var __WARROOM_WEB_E2E__: { stack: WarroomTestStack; webCopy: string; removeSignalHandlers: () => void } | undefined;
}

const repoRoot = fileURLToPath(new URL('../../../', import.meta.url));
const webDist = fileURLToPath(new URL('../dist/', import.meta.url));

/**
 * Starts PostgreSQL, NATS and the five apps (one replica each, rate limits raised) with the
 * gateway serving a copy of apps/web/dist, and passes its URL to the tests as WARROOM_URL,
 * the mail catcher's API as WARROOM_MAIL_API_URL (and the portal's process ids as
 * WARROOM_E2E_PORTAL_PIDS, for the error-state journeys).
 * The copy keeps the run whole when a build elsewhere rewrites apps/web/dist meanwhile (the
 * gateway reads index.html once, so new chunk names would no longer match it). With
 * WARROOM_URL already set, the tests use that stack and nothing is started (set
 * WARROOM_MAIL_API_URL too, e.g. http://localhost:1080/api under `npm start`, for the email journeys).
 */
export default async function globalSetup(): Promise<void> {
  if (process.env.WARROOM_URL) {
    console.log(`[web-e2e] using the running stack at ${process.env.WARROOM_URL}`);
    return;
  }
  if (!existsSync(join(webDist, 'index.html'))) {
    throw new Error('apps/web/dist is not built: run "npm run build" at the repository root first');
  }
  const webCopy = mkdtempSync(join(tmpdir(), 'warroom-web-e2e-'));
  cpSync(webDist, webCopy, { recursive: true });

  const started = Date.now();
  let stack: WarroomTestStack;
  try {
    stack = await startWarroomStack({ rootDir: repoRoot, env: { WEB_DIST: webCopy }, logLevel: 'warn' });
  } catch (error) {
    rmSync(webCopy, { recursive: true, force: true });
    throw error;
  }

  // Playwright runs the teardown after Ctrl-C; a SIGTERM or SIGHUP (e.g. a CI timeout) would skip it.
  const signals: NodeJS.Signals[] = ['SIGTERM', 'SIGHUP'];
  const onSignal = (signal: NodeJS.Signals) => {
    removeSignalHandlers();
    void stack
      .stop()
      .finally(() => rmSync(webCopy, { recursive: true, force: true }))
      .finally(() => process.kill(process.pid, signal));
  };
  for (const signal of signals) process.on(signal, onSignal);
  function removeSignalHandlers(): void {
    for (const signal of signals) process.off(signal, onSignal);
  }

  globalThis.__WARROOM_WEB_E2E__ = { stack, webCopy, removeSignalHandlers };
  process.env.WARROOM_URL = stack.env.WARROOM_URL;
  // The mail catcher's API: the journeys read the emails the stack sent (invitations, resets).
  process.env.WARROOM_MAIL_API_URL = stack.env.WARROOM_MAIL_API_URL;
  // For the error-state journeys, which pause the portal service to make its lists fail.
  process.env.WARROOM_E2E_PORTAL_PIDS = stack.stack
    .replicasOf('portal')
    .map((replica) => replica.pid)
    .join(',');
  console.log(`[web-e2e] stack up in ${((Date.now() - started) / 1000).toFixed(1)} s at ${stack.env.WARROOM_URL}`);
}
