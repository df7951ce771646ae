import { expect, test } from '@playwright/test';
import { chooseOption, toast } from './support/antd';
import { apiAs, createUser } from './support/api';
import { seriousViolations } from './support/axe';
import { DEFAULT_ADMIN, unique } from './support/data';
import { signIn } from './support/session';

/** Forms that acted before the user meant them to, or told them too little. */

test('Enter in the meeting date field takes the typed date and closes the picker; it does not send the form', async ({
  page,
}) => {
  const title = `Enter is not submit ${unique()}`;
  await signIn(page, DEFAULT_ADMIN);
  await page.goto('/meetings/new');
  const sent: string[] = [];
  page.on('request', (request) => {
    if (request.method() === 'POST' && new URL(request.url()).pathname === '/api/meetings') sent.push(request.url());
  });
  await page.getByLabel('Title').fill(title);
  const when = page.getByLabel('When');
  await when.click();
  const calendar = page.locator('.ant-picker-dropdown:not(.ant-picker-dropdown-hidden)');
  await expect(calendar).toBeVisible();
  await when.fill('2031-03-04 10:00');
  await when.press('Enter');

  await expect(calendar).toBeHidden();
  await expect(when).toHaveValue('2031-03-04 10:00');
  await expect(page).toHaveURL(/\/meetings\/new$/);
  // Long enough for a submitted form to have reached the server.
  await page.waitForTimeout(1_000);
  expect(sent).toEqual([]);
  await expect(toast(page)).toHaveCount(0);

  // Enter again, with the picker closed, still sends nothing; the button does.
  await when.press('Enter');
  await page.keyboard.press('Escape');
  expect(sent).toEqual([]);
  await page.getByRole('button', { name: 'Create Meeting' }).click();
  await expect(page.getByRole('heading', { name: title, level: 1 })).toBeVisible();
  expect(sent).toHaveLength(1);
});

test("changing a user's role on /admin asks first, and Cancel leaves it as it was", async ({ page }) => {
  const admin = await apiAs(DEFAULT_ADMIN);
  const user = await createUser(admin, 'MEMBER', `Rory Role ${unique()}`);
  await admin.dispose();
  const patches: string[] = [];
  page.on('request', (request) => {
    if (request.method() === 'PATCH' && request.url().includes(`/api/admin/users/${user.id}`)) patches.push('PATCH');
  });

  await signIn(page, DEFAULT_ADMIN);
  await page.goto('/admin');
  const row = page.getByRole('region', { name: 'Users' }).getByRole('row').filter({ hasText: user.email });
  const select = row.getByLabel(`Role of ${user.email}`);
  const confirm = page.locator('.ant-popconfirm');

  await chooseOption(page, select, 'CTO');
  await expect(confirm.getByText(`Change role of ${user.name} to CTO?`)).toBeVisible();
  expect(patches).toEqual([]);
  expect(await seriousViolations(page)).toEqual([]);
  await confirm.getByRole('button', { name: 'Cancel' }).click();
  await expect(confirm).toBeHidden();
  await expect(row.locator('.ant-select')).toContainText('MEMBER');
  await expect(row.locator('.ant-tag').getByText('MEMBER', { exact: true })).toBeVisible();
  expect(patches).toEqual([]);

  await chooseOption(page, select, 'CEO');
  await expect(confirm.getByText(`Change role of ${user.name} to CEO?`)).toBeVisible();
  await confirm.getByRole('button', { name: 'Change Role' }).click();
  await expect(toast(page).getByText('Role Updated')).toBeVisible();
  await expect(row.locator('.ant-tag').getByText('CEO', { exact: true })).toBeVisible();
  expect(patches).toEqual(['PATCH']);
});

test('a wrong current password on /profile is said at the field as well as in the toast', async ({ page }) => {
  const admin = await apiAs(DEFAULT_ADMIN);
  const cto = await createUser(admin, 'CTO');
  await admin.dispose();
  await signIn(page, cto);
  await page.goto('/profile');

  const form = page.getByRole('form', { name: 'Change password' });
  const current = form.getByLabel('Current Password');
  await current.fill('not-the-password');
  await form.getByLabel('New Password', { exact: true }).fill('a-brand-new-password');
  await form.getByLabel('Confirm New Password').fill('a-brand-new-password');
  await form.getByRole('button', { name: 'Change Password' }).click();

  await expect(toast(page).getByText('Current password is incorrect')).toBeVisible();
  await expect(form.getByText('Current password is incorrect')).toBeVisible();
  await expect(current).toHaveAttribute('aria-invalid', 'true');
  await expect(current).toBeFocused();
  expect(await seriousViolations(page)).toEqual([]);

  // Typing a new one clears the message at the field.
  await current.fill(cto.password);
  await expect(form.getByText('Current password is incorrect')).toHaveCount(0);
});
