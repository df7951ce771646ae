import { rmSync } from 'node:fs';

/** Stops what global-setup.ts started (the apps, then NATS and PostgreSQL) and removes its copy of the web app. */
export default async function globalTeardown(): Promise<void> {
  const started = globalThis.__WARROOM_WEB_E2E__;
  if (!started) return;
  globalThis.__WARROOM_WEB_E2E__ = undefined;
  try {
    await started.stack.stop();
  } finally {
    started.removeSignalHandlers();
    rmSync(started.webCopy, { recursive: true, force: true });
  }
}
