import { expect, test } from '@playwright/test';
import { chooseOption, toast } from './support/antd';
import { DEFAULT_ADMIN, unique } from './support/data';
import { saveScreenshot } from './support/screenshots';
import { signIn } from './support/session';

test('the admin creates a user in /admin and sees them in the table', async ({ page }) => {
  const name = `Carla CEO ${unique()}`;
  const email = `carla-${unique()}@example.com`;
  await signIn(page, DEFAULT_ADMIN);
  await page.goto('/admin');
  await expect(page.getByRole('heading', { name: 'Users & Roles' })).toBeVisible();
  const users = page.getByRole('region', { name: 'Users' });
  await expect(users.getByRole('cell', { name: DEFAULT_ADMIN.email, exact: true })).toBeVisible();

  await page.getByRole('button', { name: 'Create User' }).click();
  const dialog = page.getByRole('dialog', { name: 'Create User' });
  // The form the OK button submits (by its id) is there before the button is pressed.
  await expect(dialog.getByRole('form', { name: 'Create user' })).toBeVisible();
  await dialog.getByRole('button', { name: 'Create User' }).click();
  await expect(dialog.getByText('Valid email required')).toBeVisible();
  await dialog.getByLabel('Name').fill(name);
  await dialog.getByLabel('Email').fill(email);
  await chooseOption(page, dialog.getByLabel('Role'), 'CEO');
  await expect(dialog.locator('.ant-select').filter({ has: page.getByLabel('Role') })).toContainText('CEO');
  await dialog.getByLabel('Password').fill('a-long-password');
  await dialog.getByRole('button', { name: 'Create User' }).click();
  await expect(toast(page).getByText('User Created')).toBeVisible();
  await expect(dialog).toBeHidden();

  const row = users.getByRole('row').filter({ hasText: email });
  await expect(row).toBeVisible();
  await expect(row.getByRole('cell', { name })).toBeVisible();
  await expect(row.locator('.ant-tag').getByText('CEO', { exact: true })).toBeVisible();

  // The same email again: the server's 409 message, in the form.
  await page.getByRole('button', { name: 'Create User' }).click();
  await dialog.getByLabel('Email').fill(email);
  await dialog.getByLabel('Password').fill('a-long-password');
  await dialog.getByRole('button', { name: 'Create User' }).click();
  await expect(dialog.getByText('The user was not created')).toBeVisible();
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toBeHidden();

  // Change the role, then deactivate (with a confirmation) and reactivate.
  await chooseOption(page, row.getByLabel(`Role of ${email}`), 'CTO');
  await page.locator('.ant-popconfirm').getByRole('button', { name: 'Change Role' }).click();
  await expect(toast(page).getByText('Role Updated')).toBeVisible();
  await expect(row.locator('.ant-tag').getByText('CTO', { exact: true })).toBeVisible();
  await row.getByRole('button', { name: `Deactivate ${email}` }).click();
  await page.locator('.ant-popconfirm').getByRole('button', { name: 'Deactivate' }).click();
  await expect(toast(page).getByText('User Deactivated')).toBeVisible();
  await expect(row.getByText('Inactive', { exact: true })).toBeVisible();
  await row.getByRole('button', { name: `Reactivate ${email}` }).click();
  await page.locator('.ant-popconfirm').getByRole('button', { name: 'Reactivate' }).click();
  await expect(toast(page).getByText('User Reactivated')).toBeVisible();
  await expect(row.getByText('Active', { exact: true })).toBeVisible();

  // The audit log has the creation in words; filtered by action it shows only that kind.
  const audit = page.locator('.ant-card').filter({ has: page.getByRole('heading', { name: 'Audit Log' }) });
  await chooseOption(page, audit.getByLabel('Action'), 'User created');
  // Entries arrive through NATS and the audit service: refresh until this one is there.
  const created = audit.getByRole('row').filter({ hasText: `Admin added ${name} as CEO` });
  await expect(async () => {
    await audit.getByRole('button', { name: 'Refresh' }).click();
    await expect(created).toHaveCount(1, { timeout: 1_000 });
  }).toPass({ timeout: 15_000 });
  await expect(created.getByRole('link', { name })).toHaveAttribute('href', '/admin');
  await expect(audit.getByRole('row').filter({ hasText: `Admin made ${name} CTO` })).toHaveCount(0);
  await audit.getByRole('button', { name: 'Clear filters' }).click();
  await expect(audit.getByRole('row').filter({ hasText: `Admin made ${name} CTO` })).toHaveCount(1);
  await expect(audit.getByRole('row').filter({ hasText: `Admin deactivated ${name}` })).toHaveCount(1);
  await saveScreenshot(page, 'admin');
});

test('the last active admin cannot be demoted: the server message is shown', async ({ page }) => {
  await signIn(page, DEFAULT_ADMIN);
  await page.goto('/admin');
  const row = page.getByRole('region', { name: 'Users' }).getByRole('row').filter({ hasText: DEFAULT_ADMIN.email });
  await chooseOption(page, row.getByLabel(`Role of ${DEFAULT_ADMIN.email}`), 'MEMBER');
  await page.locator('.ant-popconfirm').getByRole('button', { name: 'Change Role' }).click();
  await expect(toast(page).getByText('The last active admin cannot be demoted or deactivated')).toBeVisible();
  await expect(row.locator('.ant-tag').getByText('ADMIN', { exact: true })).toBeVisible();
});
