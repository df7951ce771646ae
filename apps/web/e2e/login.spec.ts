import { expect, test } from '@playwright/test';
import { publicToast as toast } from './support/public';
import { DEFAULT_ADMIN } from './support/data';
import { saveScreenshot } from './support/screenshots';

test('the default admin logs in, sees the toast and lands on /dashboard', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('link', { name: 'Member Login' }).first().click();
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByRole('heading', { name: 'Member Login' })).toBeVisible();
  await expect(page.getByText('Default admin credentials')).toBeVisible();
  await saveScreenshot(page, 'login');

  await page.getByLabel('Email').fill(DEFAULT_ADMIN.email);
  await page.getByLabel('Password').fill(DEFAULT_ADMIN.password);
  await page.getByRole('button', { name: 'Sign in' }).click();

  await expect(toast(page).getByText('Login successful')).toBeVisible();
  await expect(toast(page).getByText(/^Welcome back, .+!$/)).toBeVisible();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByRole('heading', { name: 'Dashboard', level: 1 })).toBeVisible();
  for (const card of ['Active OKRs', 'Initiatives', 'Pending Decisions', 'Active Metrics']) {
    await expect(page.locator('.dashboard-card').getByRole('heading', { name: card, exact: true })).toBeVisible();
  }
  await expect(page.getByText('Awaiting approval')).toBeVisible();
  await expect(page.getByText('Being tracked')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'OKRs Needing Attention' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Pending Decisions', level: 2 }).last()).toBeVisible();
});

test('a wrong password shows the login failure toast', async ({ page }) => {
  await page.goto('/login');
  await page.getByLabel('Email').fill(`nobody-${Date.now()}@example.com`);
  await page.getByLabel('Password').fill('not-the-password');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(toast(page).getByText('Login failed')).toBeVisible();
  await expect(toast(page).getByText('Invalid credentials')).toBeVisible();
  await expect(page).toHaveURL(/\/login$/);
});
