// What jest's and Playwright's JSON reports count, as `npm test` counts it: nothing is skipped on
// purpose, so a test that did not run is a failure, and so is a runner that failed without a
// failed test.
import { z } from 'zod';

export const jestReportSchema = z.object({
  numPassedTests: z.number().default(0),
  numFailedTests: z.number().default(0),
  // Suites that failed to run (syntax error, failing beforeAll import) have no failed tests of their own.
  numRuntimeErrorTestSuites: z.number().default(0),
  numPendingTests: z.number().default(0),
  numTodoTests: z.number().default(0),
});
export type JestReport = z.infer<typeof jestReportSchema>;

export const playwrightReportSchema = z.object({
  stats: z.object({
    expected: z.number().default(0),
    unexpected: z.number().default(0),
    flaky: z.number().default(0),
    skipped: z.number().default(0),
  }),
  // Errors outside any test (global setup, web server).
  errors: z.array(z.unknown()).default([]),
});
export type PlaywrightReport = z.infer<typeof playwrightReportSchema>;

/** One runner's share of the last line, and why it counted what it did. */
export type Totals = {
  readonly passed: number;
  readonly failed: number;
  readonly notes: readonly string[];
};

export function jestTotals(report: JestReport, exitCode: number): Totals {
  const notes: string[] = [];
  const notRun = report.numPendingTests + report.numTodoTests;
  if (notRun > 0) notes.push(`jest: ${notRun} test(s) skipped or to do: counted as failed`);
  let failed = report.numFailedTests + report.numRuntimeErrorTestSuites + notRun;
  if (exitCode !== 0 && failed === 0) {
    notes.push(`jest exited ${exitCode} without a failed test: counting 1 failure`);
    failed = 1;
  }
  const passed = report.numPassedTests;
  notes.push(`jest: ${passed} passed, ${failed} failed`);
  return { passed, failed, notes };
}

export function playwrightTotals(report: PlaywrightReport, exitCode: number): Totals {
  const notes: string[] = [];
  const { expected, unexpected, flaky, skipped } = report.stats;
  if (skipped > 0) notes.push(`playwright: ${skipped} test(s) did not run: counted as failed`);
  let failed = unexpected + skipped;
  if (failed === 0 && (exitCode !== 0 || report.errors.length > 0)) {
    notes.push(`Playwright exited ${exitCode} with ${report.errors.length} error(s) outside tests: counting 1 failure`);
    failed = 1;
  }
  const passed = expected + flaky;
  notes.push(`playwright: ${passed} passed, ${failed} failed`);
  return { passed, failed, notes };
}
