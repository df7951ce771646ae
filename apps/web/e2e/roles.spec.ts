import { expect, test } from '@playwright/test';
import { apiAs, createUser } from './support/api';
import { DEFAULT_ADMIN } from './support/data';
import { signIn } from './support/session';

test('a MEMBER sees no Applications item and gets the permission texts, with nothing requested', async ({ page }) => {
  const admin = await apiAs(DEFAULT_ADMIN);
  const member = await createUser(admin, 'MEMBER');
  await admin.dispose();

  const reviewCalls: string[] = [];
  page.on('request', (request) => {
    const { pathname } = new URL(request.url());
    if (pathname.startsWith('/api/applications') || pathname.startsWith('/api/admin')) reviewCalls.push(pathname);
  });

  await signIn(page, member);
  await page.goto('/profile');
  const nav = page.getByRole('navigation', { name: 'Main' });
  await expect(nav.getByRole('link', { name: 'Profile' })).toBeVisible();
  await expect(nav.getByRole('link', { name: 'Dashboard' })).toBeVisible();
  await expect(nav.getByRole('link', { name: 'Applications' })).toHaveCount(0);
  await expect(nav.getByRole('link', { name: 'Analytics' })).toHaveCount(0);
  await expect(nav.getByRole('link', { name: 'Admin' })).toHaveCount(0);

  await page.goto('/applications');
  await expect(page.getByText('You need CTO or Admin permissions to review applications.')).toBeVisible();
  await expect(page.getByText('Loading applications...')).toHaveCount(0);

  await page.goto('/analytics');
  await expect(page.getByText('You need CTO or Admin permissions to view analytics.')).toBeVisible();

  await page.goto('/admin');
  await expect(page.getByText('You need Admin permissions to manage users and read the audit log.')).toBeVisible();

  expect(reviewCalls).toEqual([]);
});

test('a CTO sees Applications and Analytics but not Admin', async ({ page }) => {
  const admin = await apiAs(DEFAULT_ADMIN);
  const cto = await createUser(admin, 'CTO');
  await admin.dispose();

  await signIn(page, cto);
  await page.goto('/profile');
  const nav = page.getByRole('navigation', { name: 'Main' });
  await expect(nav.getByRole('link', { name: 'Applications' })).toBeVisible();
  await expect(nav.getByRole('link', { name: 'Analytics' })).toBeVisible();
  await expect(nav.getByRole('link', { name: 'Admin' })).toHaveCount(0);
  await nav.getByRole('link', { name: 'Applications' }).click();
  await expect(page).toHaveURL(/\/applications$/);
  await expect(page.getByRole('textbox', { name: 'Search applications' })).toBeVisible();
});
