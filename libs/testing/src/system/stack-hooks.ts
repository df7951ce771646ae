/// <reference types="jest" />
/** The jest hooks of a system-test file that runs a stack of its own (jest's globals: this module is also loaded outside a test, by the global setup). */
import { stopAllLoads } from './load.js';

/**
 * Starts the stack before the file's tests, stops every load still running after each test (one
 * that failed half-way leaves none behind), and stops it all after the last. Returns the stack
 * for the tests to use once it is up.
 */
export function stackPerFile<T extends { stop(): Promise<void> }>(
  start: () => Promise<T>,
  startTimeoutMs: number,
): () => T {
  let started: T | undefined;

  beforeAll(async () => {
    started = await start();
  }, startTimeoutMs);

  afterEach(async () => {
    await stopAllLoads();
  }, 60_000);

  afterAll(async () => {
    await stopAllLoads();
    await started?.stop();
  }, 90_000);

  return () => {
    if (!started) throw new Error('the stack of this file did not start');
    return started;
  };
}
