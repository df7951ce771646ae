import { expect, test } from '@playwright/test';
import { toast } from './support/antd';
import { apiAs, createUser } from './support/api';
import { DEFAULT_ADMIN } from './support/data';
import { publicToast } from './support/public';
import { signIn } from './support/session';

test('a user changes their password on /profile: the form checks first, the server second, and the new one works', async ({
  page,
}) => {
  const admin = await apiAs(DEFAULT_ADMIN);
  const cto = await createUser(admin, 'CTO');
  await admin.dispose();
  await signIn(page, cto);
  await page.goto('/profile');

  const account = page.locator('.ant-card').filter({ has: page.getByText('Account', { exact: true }) });
  await expect(account.getByText(cto.email, { exact: true })).toBeVisible();
  await expect(account.getByText(cto.name, { exact: true })).toBeVisible();
  await expect(account.getByText('CTO', { exact: true })).toBeVisible();

  const form = page.getByRole('form', { name: 'Change password' });
  const current = form.getByLabel('Current Password');
  const next = form.getByLabel('New Password', { exact: true });
  const confirm = form.getByLabel('Confirm New Password');
  const submit = form.getByRole('button', { name: 'Change Password' });

  // SPEC.md section 5: a mismatch is reported first, then the length.
  await current.fill(cto.password);
  await next.fill('short');
  await confirm.fill('shorter');
  await submit.click();
  await expect(form.getByText('New passwords do not match')).toBeVisible();
  await confirm.fill('short');
  await submit.click();
  await expect(form.getByText('Password must be at least 8 characters long')).toBeVisible();

  // A wrong current password: the server's message in the 'Error' toast.
  const newPassword = `${cto.password}-renewed`;
  await current.fill('not-the-password');
  await next.fill(newPassword);
  await confirm.fill(newPassword);
  await submit.click();
  await expect(toast(page).getByText('Error', { exact: true })).toBeVisible();
  await expect(toast(page).getByText('Current password is incorrect')).toBeVisible();

  await current.fill(cto.password);
  await submit.click();
  await expect(toast(page).getByText('Password changed', { exact: true })).toBeVisible();
  await expect(toast(page).getByText('Your password has been updated successfully.')).toBeVisible();
  // One toast at a time: the new one replaces the error at once, well before its 5 s are up.
  await expect(toast(page).getByText('Current password is incorrect')).toBeHidden({ timeout: 2_000 });
  for (const field of [current, next, confirm]) await expect(field).toHaveValue('');

  // The old password no longer signs in; the new one does.
  const old = await page.request.post('/api/auth/login', { data: { email: cto.email, password: cto.password } });
  expect(old.status()).toBe(401);
  await signIn(page, { email: cto.email, password: newPassword });
});

test('F8 moves the focus to the toast area', async ({ page }) => {
  await page.goto('/login');
  await page.getByLabel('Email').fill('nobody@example.com');
  await page.getByLabel('Password').fill('wrong-password');
  await page.getByRole('button', { name: 'Sign in' }).click();
  // The login page's toast is the light shell's.
  await expect(publicToast(page).getByText('Login failed', { exact: true })).toBeVisible();
  await page.keyboard.press('F8');
  await expect(page.getByRole('region', { name: 'Notifications (F8)' })).toBeVisible();
  await expect(publicToast(page)).toBeFocused();
});
