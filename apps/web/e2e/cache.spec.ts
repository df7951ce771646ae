import { expect, type Page, test } from '@playwright/test';
import { toast } from './support/antd';
import { DEFAULT_ADMIN, unique } from './support/data';
import { signIn } from './support/session';

/** Counts the browser's GETs of each /api path. */
function countApiReads(page: Page): Map<string, number> {
  const reads = new Map<string, number>();
  page.on('request', (request) => {
    const { pathname } = new URL(request.url());
    if (request.method() === 'GET' && pathname.startsWith('/api/')) reads.set(pathname, (reads.get(pathname) ?? 0) + 1);
  });
  return reads;
}

/**
 * SPEC.md section 9: no refetch on focus or on an interval, data never stale, and each
 * change refreshes what it changed.
 */
test('a list is read once: not again on focus or on coming back to it; a new record still shows', async ({ page }) => {
  await signIn(page, DEFAULT_ADMIN);
  const reads = countApiReads(page);
  const nav = page.getByRole('navigation', { name: 'Main' });

  await page.goto('/documents');
  await expect(page.getByRole('heading', { name: 'Documents', level: 1 })).toBeVisible();
  await expect(page.getByText('Loading documents...')).toHaveCount(0);
  expect(reads.get('/api/documents')).toBe(1);

  // What would make a focus-refetching client read again: the tab hidden and shown, focus.
  await page.evaluate(() => {
    document.dispatchEvent(new Event('visibilitychange'));
    window.dispatchEvent(new Event('focus'));
    window.dispatchEvent(new Event('online'));
  });
  // Away and back inside the app. Meetings' first read is answered after any read those
  // events would have started, so the count below would see it.
  await nav.getByRole('link', { name: 'Meetings' }).click();
  await expect(page.getByRole('heading', { name: 'Meetings', level: 1 })).toBeVisible();
  await expect(page.getByText('Loading meetings...')).toHaveCount(0);
  await nav.getByRole('link', { name: 'Documents' }).click();
  await expect(page.getByRole('heading', { name: 'Documents', level: 1 })).toBeVisible();
  expect(reads.get('/api/meetings')).toBe(1);
  expect(reads.get('/api/documents')).toBe(1);

  // A change: the new document is in the list when the user comes back to it.
  const title = `Cache check ${unique()}`;
  await page.getByRole('link', { name: 'New Document' }).click();
  await page.getByLabel('Title').fill(title);
  await page.getByRole('button', { name: 'Create Document' }).click();
  await expect(toast(page).getByText('Document Created')).toBeVisible();
  await nav.getByRole('link', { name: 'Documents' }).click();
  await expect(page.getByRole('link', { name: title })).toBeVisible();
});
