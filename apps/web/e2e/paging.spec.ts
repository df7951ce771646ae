import { readFileSync } from 'node:fs';
import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import type { Initiative } from '@warroom/contracts';
import { toast } from './support/antd';
import { apiAs, setApplicationStatus, submitApplication } from './support/api';
import { seriousViolations } from './support/axe';
import { applicationFor, DEFAULT_ADMIN, unique } from './support/data';
import { createMetric } from './support/portal';
import { checkIn, createInitiative, createObjective, totalOf } from './support/portal-records';
import { signIn } from './support/session';

/**
 * PRODUCT.md section 2: every list is read a page at a time (100 by default, the total in
 * X-Total-Count) and every detail is bounded. These journeys make more records than one page
 * or one detail holds, through the API, and read them in the browser.
 */

const count = new Intl.NumberFormat('en-US');

/** Runs `make(0)` … `make(n - 1)`, `batch` at a time (the API is quick; one by one would be slow). */
async function inBatches(n: number, batch: number, make: (index: number) => Promise<unknown>): Promise<void> {
  for (let start = 0; start < n; start += batch) {
    await Promise.all(Array.from({ length: Math.min(batch, n - start) }, (_, offset) => make(start + offset)));
  }
}

async function deleteAll(api: APIRequestContext, paths: readonly string[]): Promise<void> {
  await inBatches(paths.length, 10, async (index) => {
    const response = await api.delete(paths[index] ?? '');
    expect(response.status(), await response.text()).toBe(200);
  });
}

/** The pager's 'Showing n of total' under a list. */
function pagerCount(page: Page) {
  return page.locator('.list-pager__count');
}

test.describe.serial('a list longer than one page', () => {
  const MADE = 120;
  const suffix = unique();
  const titleOf = (index: number) => `Paged initiative ${suffix} ${String(index).padStart(3, '0')}`;
  const made: Initiative[] = [];

  test.beforeAll(async () => {
    test.setTimeout(120_000);
    const admin = await apiAs(DEFAULT_ADMIN);
    // One after the other, so that the newest first order is 120, 119, … 1.
    for (let index = 1; index <= MADE; index += 1) made.push(await createInitiative(admin, { title: titleOf(index) }));
    await admin.dispose();
  });

  test.afterAll(async () => {
    const admin = await apiAs(DEFAULT_ADMIN);
    await deleteAll(
      admin,
      made.map((initiative) => `/api/initiatives/${initiative.id}`),
    );
    await admin.dispose();
  });

  test('/initiatives shows the first 100, then loads the rest as the user scrolls to the end', async ({ page }) => {
    const admin = await apiAs(DEFAULT_ADMIN);
    const total = await totalOf(admin, '/api/initiatives');
    await admin.dispose();
    expect(total).toBeGreaterThan(100);

    await signIn(page, DEFAULT_ADMIN);
    const offsets: string[] = [];
    page.on('request', (request) => {
      const url = new URL(request.url());
      if (request.method() === 'GET' && url.pathname === '/api/initiatives') {
        offsets.push(`${url.searchParams.get('offset')}/${url.searchParams.get('limit')}`);
      }
    });
    await page.goto('/initiatives');
    await expect(page.getByRole('heading', { name: 'Initiatives', level: 1 })).toBeVisible();
    const table = page.getByRole('region', { name: 'Initiatives' });
    const rows = table.locator('tbody tr.ant-table-row');

    // The first page: the newest 100, all of them ours, and the count of all.
    await expect(pagerCount(page)).toHaveText(`Showing 100 of ${count.format(total)}`);
    await expect(rows).toHaveCount(100);
    await expect(rows.first()).toContainText(titleOf(MADE));
    await expect(table.getByRole('link', { name: titleOf(MADE - 99), exact: true })).toBeVisible();
    await expect(table.getByRole('link', { name: titleOf(MADE - 100), exact: true })).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Load more' })).toBeVisible();
    expect(offsets).toEqual(['0/100']);

    // Scrolled to the end, the next pages arrive without a click.
    await expect(async () => {
      await pagerCount(page).scrollIntoViewIfNeeded();
      await expect(pagerCount(page)).toHaveText(`Showing ${count.format(total)} of ${count.format(total)}`, {
        timeout: 2_000,
      });
    }).toPass({ timeout: 60_000 });
    await expect(rows).toHaveCount(total);
    await expect(rows.filter({ hasText: `Paged initiative ${suffix}` })).toHaveCount(MADE);
    for (const index of [1, 2, MADE - 100]) {
      await expect(table.getByRole('link', { name: titleOf(index), exact: true })).toBeVisible();
    }
    await expect(page.getByRole('button', { name: 'Load more' })).toHaveCount(0);
    // Each page starts after the items already loaded.
    expect(offsets[1]).toBe('100/100');
  });

  test("'Load more' works from the keyboard where nothing loads by itself, and the pager passes axe", async ({
    page,
  }) => {
    const admin = await apiAs(DEFAULT_ADMIN);
    const total = await totalOf(admin, '/api/initiatives');
    await admin.dispose();
    // Without IntersectionObserver the list never loads by itself: only the button does.
    await page.addInitScript(() => {
      Reflect.deleteProperty(window, 'IntersectionObserver');
    });
    await signIn(page, DEFAULT_ADMIN);
    await page.goto('/initiatives');
    const rows = page.getByRole('region', { name: 'Initiatives' }).locator('tbody tr.ant-table-row');
    await expect(rows).toHaveCount(100);
    const more = page.getByRole('button', { name: 'Load more' });
    await expect(more).toHaveAccessibleDescription(`Showing 100 of ${count.format(total)}`);
    expect(await seriousViolations(page)).toEqual([]);

    await more.focus();
    await page.keyboard.press('Enter');
    const second = Math.min(200, total);
    await expect(pagerCount(page)).toHaveText(`Showing ${count.format(second)} of ${count.format(total)}`);
    await expect(rows).toHaveCount(second);
    await expect(page.getByRole('link', { name: titleOf(1), exact: true })).toBeVisible();
  });
});

test('a metric with more points than its detail carries: the count on its card, the latest 1,000 on the detail, all in the CSV', async ({
  page,
}) => {
  test.slow();
  const POINTS = 1_005;
  const admin = await apiAs(DEFAULT_ADMIN);
  const key = `paged.points.${unique()}`;
  const metric = await createMetric(admin, { key, label: `Requests served ${key}` });
  const start = Date.now() - POINTS * 60_000;
  // A minute apart, the values 1 to 1,005.
  await inBatches(POINTS, 25, async (index) => {
    const ts = new Date(start + index * 60_000).toISOString();
    const response = await admin.post(`/api/metrics/${metric.id}/points`, { data: { ts, value: index + 1 } });
    expect(response.status(), await response.text()).toBe(201);
  });
  await admin.dispose();

  await signIn(page, DEFAULT_ADMIN);
  await page.goto('/metrics');
  const card = page.locator('.metric-card').filter({ hasText: key });
  await expect(card.getByText('1,005 data points')).toBeVisible();
  await expect(card.getByText('1005.00')).toBeVisible();
  await expect(card.getByRole('img', { name: 'Trending up' })).toBeVisible();

  // Export CSV: every point, not only what a screen shows.
  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export CSV' }).click();
  const csv = readFileSync(await (await downloading).path(), 'utf8');
  expect(csv.split('\r\n').filter((line) => line.startsWith(`${key},`))).toHaveLength(POINTS);
  await expect(toast(page).getByText('Metrics data exported to CSV')).toBeVisible();

  await card.getByRole('link').click();
  await expect(page.getByRole('heading', { name: `Requests served ${key}`, level: 1 })).toBeVisible();
  await expect(page.getByText('Showing the latest 1,000 of 1,005 points.')).toHaveCount(2);
  const points = page.getByRole('region', { name: 'Data points' });
  // Newest first, 20 to a page: 50 pages of the 1,000 it carries.
  await expect(points.getByRole('cell', { name: '1005.00' })).toBeVisible();
  await expect(points.getByTitle('50', { exact: true })).toBeVisible();
  await expect(points.getByTitle('51', { exact: true })).toHaveCount(0);

  const cleanup = await apiAs(DEFAULT_ADMIN);
  await deleteAll(cleanup, [`/api/metrics/${metric.id}`]);
  await cleanup.dispose();
});

test('a key result with more check-ins than its detail carries says how many there are in all', async ({ page }) => {
  test.slow();
  const CHECK_INS = 102;
  const admin = await apiAs(DEFAULT_ADMIN);
  const objective = await createObjective(admin, {
    title: `Many check-ins ${unique()}`,
    description: null,
    keyResults: [{ title: 'Weekly active teams', current: 0, target: 200, unit: 'teams' }],
  });
  const keyResult = objective.keyResults[0];
  if (!keyResult) throw new Error('the objective was created without its key result');
  for (let value = 1; value <= CHECK_INS; value += 1) await checkIn(admin, keyResult.id, value);
  await admin.dispose();

  await signIn(page, DEFAULT_ADMIN);
  await page.goto(`/okr/${objective.id}`);
  await expect(page.getByRole('heading', { name: objective.title, level: 1 })).toBeVisible();
  await expect(page.getByText('Showing the newest 100 of 102 check-ins')).toBeVisible();
  const table = page.getByRole('region', { name: 'Check-ins of Weekly active teams' });
  await expect(table.locator('tbody tr')).toHaveCount(100);
  await expect(table.locator('tbody tr').first().getByRole('cell').nth(1)).toHaveText('102');
  await expect(table.locator('tbody tr').last().getByRole('cell').nth(1)).toHaveText('3');
  // The line starts at the oldest check-in it has: the value at creation is not known then.
  await expect(page.getByRole('img', { name: /^Weekly active teams over time: 3, then 4, then 5,/ })).toBeVisible();

  const cleanup = await apiAs(DEFAULT_ADMIN);
  await deleteAll(cleanup, [`/api/okr/objectives/${objective.id}`]);
  await cleanup.dispose();
});

test("an application's card shows its newest 20 comments, then all of them on request", async ({ page }) => {
  const COMMENTS = 25;
  const admin = await apiAs(DEFAULT_ADMIN);
  const applicant = `Chatty Applicant ${unique()}`;
  const id = await submitApplication(admin, applicationFor(applicant));
  await setApplicationStatus(admin, id, 'UNDER_REVIEW');
  const text = (index: number) => `Review note ${String(index).padStart(2, '0')} on ${applicant}`;
  for (let index = 1; index <= COMMENTS; index += 1) {
    const response = await admin.post(`/api/applications/${id}/comments`, { data: { comment: text(index) } });
    expect(response.status(), await response.text()).toBeLessThan(300);
  }
  await admin.dispose();

  await signIn(page, DEFAULT_ADMIN);
  const reads: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.pathname.endsWith('/comments') && request.method() === 'GET') reads.push(url.search);
  });
  await page.goto('/applications');
  await page.getByRole('textbox', { name: 'Search applications' }).fill(applicant);
  const card = page.locator('.application-cards > .ant-collapse-item').filter({ hasText: applicant });
  await expect(card).toHaveCount(1);
  await card.getByRole('button', { name: new RegExp(applicant) }).click();
  await expect(card.getByRole('heading', { name: `Comments (${COMMENTS})` })).toBeVisible();
  const comments = card.locator('.comment-list__item');
  await expect(comments).toHaveCount(20);
  await expect(comments.first()).toContainText(text(6));
  await expect(comments.last()).toContainText(text(COMMENTS));
  expect(reads).toEqual([]);

  await card.getByRole('button', { name: `Show all ${COMMENTS} comments` }).click();
  await expect(comments).toHaveCount(COMMENTS);
  await expect(comments.first()).toContainText(text(1));
  await expect(comments.nth(5)).toContainText(text(6));
  await expect(comments.last()).toContainText(text(COMMENTS));
  await expect(card.getByRole('button', { name: /^Show all/ })).toHaveCount(0);
  expect(reads).toEqual(['?limit=100&offset=0']);
});
