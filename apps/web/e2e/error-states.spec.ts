import { expect, type Page, test } from '@playwright/test';
import { DEFAULT_ADMIN } from './support/data';
import { signIn } from './support/session';

/** The portal lists, each with its loading text and the title of its error state. */
const LISTS = [
  { path: '/okr', api: '/api/okr/objectives', loading: 'Loading objectives...', failed: 'Could not load objectives' },
  {
    path: '/initiatives',
    api: '/api/initiatives',
    loading: 'Loading initiatives...',
    failed: 'Could not load initiatives',
  },
  { path: '/decisions', api: '/api/decisions', loading: 'Loading decisions...', failed: 'Could not load decisions' },
  { path: '/metrics', api: '/api/metrics', loading: 'Loading metrics...', failed: 'Could not load metrics' },
  { path: '/meetings', api: '/api/meetings', loading: 'Loading meetings...', failed: 'Could not load meetings' },
  { path: '/documents', api: '/api/documents', loading: 'Loading documents...', failed: 'Could not load documents' },
] as const;

/** The portal service's processes, from the global setup of this run. */
function portalPids(): number[] {
  const pids = (process.env.WARROOM_E2E_PORTAL_PIDS ?? '').split(',').filter(Boolean).map(Number);
  if (pids.length === 0) {
    throw new Error('WARROOM_E2E_PORTAL_PIDS is not set: this journey needs the stack its global setup starts');
  }
  return pids;
}

function signalAll(pids: readonly number[], signal: 'SIGSTOP' | 'SIGCONT'): void {
  for (const pid of pids) process.kill(pid, signal);
}

/**
 * A real fault, not a mocked response: the portal service is paused (SIGSTOP), so the gateway's
 * requests to it time out and it answers 503. Each list, and the dashboard, is open in its own
 * tab at once, so the run waits for the timeouts only once.
 */
test('with the portal service not answering, each list and the dashboard show their loading text, then one error, and Try again recovers', async ({
  page,
  context,
}) => {
  test.slow();
  const pids = portalPids();
  await signIn(page, DEFAULT_ADMIN);
  const tabs: Page[] = [page];
  while (tabs.length < LISTS.length) tabs.push(await context.newPage());
  const dashboard = await context.newPage();
  const failure = (tab: Page, title: string) => tab.getByRole('alert').filter({ hasText: title });
  const dashboardFailure = failure(dashboard, 'Could not load the dashboard');

  signalAll(pids, 'SIGSTOP');
  try {
    await Promise.all([
      (async () => {
        let reads = 0;
        dashboard.on('request', (request) => {
          if (new URL(request.url()).pathname === '/api/dashboard') reads += 1;
        });
        await dashboard.goto('/dashboard');
        await expect(dashboard.getByText('Loading objectives...', { exact: true })).toBeVisible();
        await expect(dashboardFailure).toBeVisible({ timeout: 60_000 });
        // In words; the raw `503: …` only behind the disclosure.
        await expect(dashboardFailure).toContainText('Part of the service is not answering right now.');
        await expect(dashboardFailure.getByText('503: ', { exact: false })).toBeHidden();
        await dashboardFailure.getByText('Technical details').click();
        await expect(dashboardFailure.getByText('503: ', { exact: false })).toBeVisible();
        // One answer, so one error state (not one per figure); the cards say so, not '…'.
        await expect(dashboard.getByRole('alert')).toHaveCount(1);
        await expect(dashboard.getByText('Not available', { exact: true })).toHaveCount(4);
        await expect(dashboard.getByText('…', { exact: true })).toHaveCount(0);
        await expect(dashboard.getByText('The objectives could not be loaded.')).toBeVisible();
        expect(reads).toBe(1);
      })(),
      ...LISTS.map(async ({ path, api, loading, failed }, index) => {
        const tab = tabs[index];
        let reads = 0;
        tab.on('request', (request) => {
          if (new URL(request.url()).pathname === api) reads += 1;
        });
        await tab.goto(path);
        await expect(tab.getByRole('status').getByText(loading, { exact: true })).toBeVisible();
        // The gateway waits for its timeout and tries a read once more, so this takes a while.
        const alert = failure(tab, failed);
        await expect(alert).toBeVisible({ timeout: 60_000 });
        // In words; SPEC.md section 8's message (the status, a colon and a space, then the body)
        // behind the disclosure.
        await alert.getByText('Technical details').click();
        await expect(alert.getByText('503: ', { exact: false })).toBeVisible();
        await expect(alert).toContainText('The portal service did not answer in time');
        await expect(alert).toContainText('Part of the service is not answering right now.');
        // SPEC.md section 9: no retries. (The gateway's own resend of a read stays on the server.)
        expect(reads).toBe(1);
      }),
    ]);
  } finally {
    signalAll(pids, 'SIGCONT');
  }

  await dashboard.getByRole('button', { name: 'Try again' }).click();
  await expect(dashboardFailure).toHaveCount(0);
  await expect(dashboard.getByRole('heading', { name: 'OKRs Needing Attention' })).toBeVisible();
  await expect(dashboard.getByText('Loading objectives...', { exact: true })).toHaveCount(0);
  await expect(dashboard.getByText('Not available', { exact: true })).toHaveCount(0);
  await Promise.all(
    LISTS.map(async ({ loading, failed }, index) => {
      const tab = tabs[index];
      await tab.getByRole('button', { name: 'Try again' }).click();
      await expect(failure(tab, failed)).toHaveCount(0);
      await expect(tab.getByText(loading, { exact: true })).toHaveCount(0);
    }),
  );
});

test('a dashboard answer of 500 shows one banner in words with Try again, and cards that say so instead of …', async ({
  page,
}) => {
  await signIn(page, DEFAULT_ADMIN);
  let failing = true;
  await page.route('**/api/dashboard', async (route) =>
    failing
      ? route.fulfill({
          status: 500,
          contentType: 'application/json',
          body: JSON.stringify({ statusCode: 500, message: 'Internal error' }),
        })
      : route.continue(),
  );
  await page.goto('/dashboard');
  const banner = page.getByRole('alert');
  await expect(banner).toHaveCount(1);
  await expect(banner).toContainText('Could not load the dashboard');
  await expect(banner).toContainText('Something went wrong on the server.');
  await expect(banner.getByText('500: {"statusCode":500', { exact: false })).toBeHidden();
  await expect(page.getByText('Not available', { exact: true })).toHaveCount(4);
  await expect(page.getByText('The decisions could not be loaded.')).toBeVisible();

  failing = false;
  await banner.getByRole('button', { name: 'Try again' }).click();
  await expect(page.getByRole('alert')).toHaveCount(0);
  await expect(page.getByText('Not available', { exact: true })).toHaveCount(0);
  await expect(page.getByText(/needs? attention$/)).toBeVisible();
});
