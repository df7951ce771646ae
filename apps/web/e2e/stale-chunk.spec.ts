import { expect, test } from '@playwright/test';
import { DEFAULT_ADMIN } from './support/data';
import { signIn } from './support/session';

// A page's code that fails to arrive (a deploy replaced the build this tab started from, or a
// dropped request) costs one reload, not the route's error screen.
test('a route whose code cannot be loaded is loaded again after one reload, and the page shows', async ({ page }) => {
  await signIn(page, DEFAULT_ADMIN);
  await page.goto('/dashboard');
  await expect(page.getByRole('heading', { name: 'Dashboard', level: 1 })).toBeVisible();

  // Every request for the Decisions page's code fails until the document is loaded again.
  let reloads = 0;
  let refused = 0;
  page.on('load', () => {
    reloads += 1;
  });
  await page.route(/\/assets\/decisions-page-[^/]+\.js$/, async (route) => {
    if (reloads === 0) {
      refused += 1;
      await route.abort('failed');
      return;
    }
    await route.continue();
  });
  await page.getByRole('link', { name: 'Decisions' }).first().click();
  await expect(page.getByRole('heading', { name: 'Architectural Decision Records', level: 1 })).toBeVisible();
  await expect(page).toHaveURL(/\/decisions$/);
  expect(refused).toBeGreaterThan(0);
  expect(reloads).toBe(1);
});
