import { defineConfig } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '@warroom/testing';

/**
 * Browser journeys against the real product: the global setup starts PostgreSQL, NATS and
 * every app from its build (apps/web/dist included) and hands the gateway URL to the tests
 * through WARROOM_URL. Build first: `npm run build` at the repository root.
 */
export default defineConfig({
  testDir: './e2e',
  outputDir: '../../test-results/web-e2e',
  globalSetup: './e2e/global-setup.ts',
  globalTeardown: './e2e/global-teardown.ts',
  fullyParallel: false,
  // One worker: the files then run in alphabetical order, and e2e/0-fresh-stack.spec.ts, which
  // needs the stack before anything is written to it, sorts first.
  workers: 1,
  retries: 0,
  forbidOnly: Boolean(process.env.CI),
  // Generous: the machines that run this are small and often busy; a passing journey takes seconds.
  timeout: 120_000,
  expect: { timeout: 30_000 },
  reporter: [['list']],
  use: {
    // Set by the global setup before the workers start (they read this file again).
    baseURL: process.env.WARROOM_URL,
    viewport: { width: 1280, height: 800 },
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: CHROMIUM_PATH,
      args: [...CHROMIUM_ARGS],
    },
  },
  projects: [{ name: 'chromium', use: { browserName: 'chromium' } }],
});
