import { expect, type Page, test } from '@playwright/test';
import { z } from 'zod';
import { toast } from './support/antd';
import { apiAs } from './support/api';
import { DEFAULT_ADMIN } from './support/data';
import { listOf } from './support/portal-records';
import { signIn } from './support/session';

/**
 * The empty texts of SPEC.md section 2, on a stack that holds nothing but the default admin.
 * With one worker Playwright runs the files in alphabetical order (playwright.config.ts), so
 * this one, named to sort first, sees the stack before any other journey writes to it; its
 * first check says so plainly if the stack has data. Against a running stack that already
 * has data (WARROOM_URL set), leave this file out.
 */

const PORTAL_LISTS = [
  '/api/okr/objectives',
  '/api/initiatives',
  '/api/decisions',
  '/api/metrics',
  '/api/meetings',
  '/api/documents',
  '/api/applications',
] as const;

test.beforeAll(async () => {
  const admin = await apiAs(DEFAULT_ADMIN);
  try {
    for (const path of PORTAL_LISTS) {
      const records = await listOf(admin, path, z.unknown());
      expect(records, `${path} must be empty: these checks need a fresh stack`).toHaveLength(0);
    }
  } finally {
    await admin.dispose();
  }
});

test.beforeEach(async ({ page }) => {
  await signIn(page, DEFAULT_ADMIN);
});

async function open(page: Page, path: string, heading: string): Promise<void> {
  await page.goto(path);
  await expect(page.getByRole('heading', { name: heading, level: 1 })).toBeVisible();
}

test('the dashboard with nothing yet: zero counts and both empty texts', async ({ page }) => {
  await open(page, '/dashboard', 'Dashboard');
  await expect(page.getByText('All OKRs are on track!')).toBeVisible();
  await expect(page.getByText('No pending decisions')).toBeVisible();
  for (const title of ['Active OKRs', 'Initiatives', 'Pending Decisions', 'Active Metrics']) {
    const card = page
      .locator('.dashboard-card')
      .filter({ has: page.getByRole('heading', { name: title, exact: true }) });
    await expect(card.locator('.dashboard-card__value')).toHaveText('0');
  }
});

test('every portal list shows its empty state', async ({ page }) => {
  await open(page, '/okr', 'Objectives & Key Results');
  await expect(page.getByText('No objectives yet')).toBeVisible();
  await page.getByRole('link', { name: 'Create Objective' }).click();
  await expect(page).toHaveURL(/\/okr\/new$/);

  await open(page, '/initiatives', 'Initiatives');
  await expect(page.getByText('No initiatives yet')).toBeVisible();

  await open(page, '/decisions', 'Architectural Decision Records');
  await expect(page.getByText('No decisions yet')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Export Markdown' })).toBeDisabled();

  await open(page, '/meetings', 'Meetings');
  await expect(page.getByText('No meetings yet')).toBeVisible();

  await open(page, '/documents', 'Documents');
  await expect(page.getByText('No documents yet')).toBeVisible();
});

test('Export CSV with no metrics refuses with the toast of SPEC.md section 8 and downloads nothing', async ({
  page,
}) => {
  await open(page, '/metrics', 'Metrics');
  await expect(page.getByText('No metrics yet')).toBeVisible();
  let downloads = 0;
  page.on('download', () => downloads++);
  await page.getByRole('button', { name: 'Export CSV' }).click();
  await expect(toast(page).getByText('No data to export', { exact: true })).toBeVisible();
  await expect(toast(page).getByText('There are no metrics to export', { exact: true })).toBeVisible();
  expect(downloads).toBe(0);
});

test('review and analytics with no applications', async ({ page }) => {
  await open(page, '/applications', 'Applications');
  await expect(page.getByText('No applications found')).toBeVisible();

  await open(page, '/analytics', 'Application Analytics');
  for (const text of ['No industry data', 'No expertise data', 'No stage data']) {
    await expect(page.getByText(text, { exact: true })).toBeVisible();
  }
  await expect(page.getByText('No data available', { exact: true })).toHaveCount(2);
});
