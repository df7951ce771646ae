import { expect, type Page, test } from '@playwright/test';
import { DEFAULT_ADMIN } from './support/data';
import { signIn } from './support/session';

const TOGGLE = 'Toggle sidebar (Ctrl+B)';
const REM = 16;
const SEVEN_DAYS_SECONDS = 7 * 24 * 60 * 60;

function sidebarWidth(page: Page): Promise<number> {
  return page.locator('.app-sidebar').evaluate((sider) => sider.getBoundingClientRect().width);
}

async function sidebarCookie(page: Page) {
  return (await page.context().cookies()).find((cookie) => cookie.name === 'sidebar_state');
}

test('the sidebar collapses with its button and with Ctrl+B, and sidebar_state keeps the choice for 7 days', async ({
  page,
}) => {
  await signIn(page, DEFAULT_ADMIN);
  await page.goto('/dashboard');
  const toggle = page.getByRole('button', { name: TOGGLE });
  await expect(toggle).toHaveAttribute('aria-expanded', 'true');
  await expect.poll(() => sidebarWidth(page)).toBe(16 * REM);

  await toggle.click();
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  await expect.poll(() => sidebarWidth(page)).toBe(3 * REM);
  const cookie = await sidebarCookie(page);
  expect(cookie?.value).toBe('false');
  // Written a moment ago for 7 days: at most a minute of this test has gone by since.
  const lifetime = (cookie?.expires ?? 0) - Date.now() / 1000;
  expect(lifetime).toBeGreaterThan(SEVEN_DAYS_SECONDS - 60);
  expect(lifetime).toBeLessThanOrEqual(SEVEN_DAYS_SECONDS + 1);

  // Kept across a reload.
  await page.reload();
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  await expect.poll(() => sidebarWidth(page)).toBe(3 * REM);

  await page.keyboard.press('Control+b');
  await expect(toggle).toHaveAttribute('aria-expanded', 'true');
  await expect.poll(() => sidebarWidth(page)).toBe(16 * REM);
  expect((await sidebarCookie(page))?.value).toBe('true');
});

test('an item is active on its url and below it, and only there', async ({ page }) => {
  await signIn(page, DEFAULT_ADMIN);
  const nav = page.getByRole('navigation', { name: 'Main' });
  const current = nav.locator('a[aria-current="page"]');

  await page.goto('/okr');
  await expect(current).toHaveText(['OKRs']);
  await page.goto('/okr/new');
  await expect(page.getByRole('heading', { name: 'New Objective', level: 1 })).toBeVisible();
  await expect(current).toHaveText(['OKRs']);
  await page.goto('/dashboard');
  await expect(current).toHaveText(['Dashboard']);
  // /applications is an item; /analytics, next to it, is its own.
  await page.goto('/analytics');
  await expect(current).toHaveText(['Analytics']);
});

test('below 768 px the sidebar is an 18rem slide-in sheet that closes when an item is chosen', async ({ page }) => {
  await page.setViewportSize({ width: 767, height: 800 });
  await signIn(page, DEFAULT_ADMIN);
  await page.goto('/dashboard');
  await expect(page.getByRole('heading', { name: 'Dashboard', level: 1 })).toBeVisible();
  await expect(page.locator('.app-sidebar')).toHaveCount(0);
  const nav = page.getByRole('navigation', { name: 'Main' });
  await expect(nav).toBeHidden();

  const toggle = page.getByRole('button', { name: TOGGLE });
  await toggle.click();
  const sheet = page.locator('.ant-drawer-content-wrapper');
  await expect(nav).toBeVisible();
  await expect.poll(() => sheet.evaluate((element) => element.getBoundingClientRect().width)).toBe(18 * REM);
  await nav.getByRole('link', { name: 'Meetings' }).click();
  await expect(page).toHaveURL(/\/meetings$/);
  await expect(nav).toBeHidden();

  // Ctrl+B opens the sheet too; at 768 px the sidebar is back beside the content.
  await page.keyboard.press('Control+b');
  await expect(nav).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(nav).toBeHidden();
  await page.setViewportSize({ width: 768, height: 800 });
  await expect(page.locator('.app-sidebar')).toBeVisible();
  await expect(nav).toBeVisible();
});

test('logout goes to /login and drops what was cached: going back asks the server again and lands on /login', async ({
  page,
}) => {
  await signIn(page, DEFAULT_ADMIN);
  await page.goto('/dashboard');
  await page.getByRole('link', { name: 'OKRs' }).click();
  await expect(page).toHaveURL(/\/okr$/);

  await page.getByRole('button', { name: 'Log out' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByRole('button', { name: 'Sign in' })).toBeVisible();
  // Back inside the app, with no page load (/login replaced /okr, so to /dashboard): with the
  // current user still cached the portal would render; the cache is empty, so it asks again,
  // gets 401 and goes to /login.
  const meAsked = page.waitForResponse((response) => response.url().endsWith('/api/auth/me'));
  await page.goBack();
  expect((await meAsked).status()).toBe(401);
  await expect(page).toHaveURL(/\/login$/);
});
