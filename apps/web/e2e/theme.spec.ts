import { expect, test } from '@playwright/test';
import { apiAs, createUser } from './support/api';
import { DEFAULT_ADMIN } from './support/data';
import { signIn } from './support/session';

test('the theme persists after a reload, locally and for a signed-in user', async ({ page }) => {
  const html = page.locator('html');

  // A visitor: stored in the browser.
  await page.emulateMedia({ colorScheme: 'light' });
  await page.goto('/apply');
  await expect(html).toHaveAttribute('data-theme', 'light');
  await page.getByRole('button', { name: 'Switch to dark theme' }).click();
  await expect(html).toHaveAttribute('data-theme', 'dark');
  await page.reload();
  await expect(html).toHaveAttribute('data-theme', 'dark');
  await expect(page.getByRole('button', { name: 'Switch to light theme' })).toBeVisible();
  await page.getByRole('button', { name: 'Switch to light theme' }).click();
  await expect(html).toHaveAttribute('data-theme', 'light');

  // A signed-in user: saved on the server, so it survives even a cleared browser storage.
  const admin = await apiAs(DEFAULT_ADMIN);
  const user = await createUser(admin, 'MEMBER');
  await admin.dispose();
  await signIn(page, user);
  await page.goto('/profile');
  await expect(page.getByRole('heading', { name: 'Profile' })).toBeVisible();
  await expect(html).toHaveAttribute('data-theme', 'light');
  const saved = page.waitForResponse((r) => r.url().endsWith('/api/profile/update-theme') && r.ok());
  await page.getByRole('button', { name: 'Switch to dark theme' }).click();
  await saved;
  await expect(html).toHaveAttribute('data-theme', 'dark');
  await page.evaluate(() => window.localStorage.clear());
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Profile' })).toBeVisible();
  await expect(html).toHaveAttribute('data-theme', 'dark');
});
