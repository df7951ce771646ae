/** jest globalTeardown: stops what global-setup.ts started (apps, then NATS and PostgreSQL) and removes its temp folder. */
export default async function globalTeardown(): Promise<void> {
  const started = globalThis.__WARROOM_TEST_STACK__;
  if (!started) return;
  globalThis.__WARROOM_TEST_STACK__ = undefined;
  try {
    await started.stack.stop();
  } finally {
    started.removeSignalHandlers();
  }
}
