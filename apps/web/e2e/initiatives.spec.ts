import { expect, test } from '@playwright/test';
import { chooseOption, toast, typeDate } from './support/antd';
import { apiAs } from './support/api';
import { DEFAULT_ADMIN, unique } from './support/data';
import { saveScreenshot } from './support/screenshots';
import { seedShowcase } from './support/showcase';
import { signIn } from './support/session';

test('screenshot of /initiatives with realistic data', async ({ page }) => {
  const admin = await apiAs(DEFAULT_ADMIN);
  await seedShowcase(admin);
  await admin.dispose();

  await signIn(page, DEFAULT_ADMIN);
  await page.goto('/initiatives');
  await expect(page.getByRole('link', { name: 'SOC 2 Type II audit' })).toBeVisible();
  await saveScreenshot(page, 'initiatives');
});

test('an admin creates, edits and deletes an initiative (the delete asks first)', async ({ page }) => {
  // A long journey on a small, often busy machine.
  test.slow();
  const title = `Migrate billing to Stripe ${unique()}`;
  const renamed = `Migrate billing and invoicing to Stripe ${unique()}`;
  await signIn(page, DEFAULT_ADMIN);
  await page.goto('/initiatives');
  await expect(page.getByRole('heading', { name: 'Initiatives', level: 1 })).toBeVisible();
  await page.getByRole('link', { name: 'New Initiative' }).click();
  await expect(page).toHaveURL(/\/initiatives\/new$/);

  const form = page.getByRole('form', { name: 'New initiative' });
  await form.getByRole('button', { name: 'Create Initiative' }).click();
  await expect(form.getByText('Title is required')).toBeVisible();
  await expect(form.getByLabel('Title')).toBeFocused();

  await form.getByLabel('Title').fill(title);
  await form.getByLabel('Description').fill('Retire the home-grown invoicing service before renewals season.');
  await chooseOption(page, form.getByLabel('Status'), 'IN PROGRESS');
  await chooseOption(page, form.getByLabel('RAG'), 'AMBER');
  await typeDate(form.getByLabel('Due Date'), '2026-12-31');
  await form.getByRole('button', { name: 'Create Initiative' }).click();

  await expect(toast(page).getByText('Initiative Created')).toBeVisible();
  await expect(page).toHaveURL(/\/initiatives\/[0-9a-f-]{36}$/);
  const detailUrl = page.url();
  await expect(page.getByRole('heading', { name: title, level: 1 })).toBeVisible();
  await expect(page.getByText('Retire the home-grown invoicing service before renewals season.')).toBeVisible();
  await expect(page.locator('.ant-tag').getByText('IN PROGRESS', { exact: true })).toBeVisible();
  await expect(page.locator('.ant-tag').getByText('AMBER', { exact: true })).toBeVisible();
  await expect(page.getByText('Dec 31, 2026')).toBeVisible();

  await page.getByRole('button', { name: 'Edit Initiative' }).click();
  const edit = page.getByRole('form', { name: 'Edit initiative' });
  await expect(edit.getByLabel('Title')).toHaveValue(title);
  await expect(edit.getByLabel('Due Date')).toHaveValue('2026-12-31');
  await edit.getByLabel('Title').fill(renamed);
  await chooseOption(page, edit.getByLabel('Status'), 'BLOCKED');
  await chooseOption(page, edit.getByLabel('RAG'), 'RED');
  await typeDate(edit.getByLabel('Due Date'), '');
  await edit.getByRole('button', { name: 'Save Changes' }).click();
  await expect(toast(page).getByText('Initiative Updated')).toBeVisible();
  await expect(edit).toBeHidden();
  await expect(page.getByRole('heading', { name: renamed, level: 1 })).toBeVisible();
  await expect(page.locator('.ant-tag').getByText('BLOCKED', { exact: true })).toBeVisible();
  await expect(page.locator('.ant-tag').getByText('RED', { exact: true })).toBeVisible();
  await expect(page.getByText('No due date')).toBeVisible();

  // The list: title with its description, badges, no due date, updated just now; the row opens the detail.
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Initiatives' }).click();
  const row = page.getByRole('region', { name: 'Initiatives' }).getByRole('row').filter({ hasText: renamed });
  await expect(row.getByRole('link', { name: renamed })).toBeVisible();
  await expect(row.getByText('Retire the home-grown invoicing service before renewals season.')).toBeVisible();
  await expect(row.locator('.ant-tag').getByText('BLOCKED', { exact: true })).toBeVisible();
  await expect(row.locator('.ant-tag').getByText('RED', { exact: true })).toBeVisible();
  await expect(row.getByText('No due date')).toBeVisible();
  await expect(row.getByText('just now')).toBeVisible();
  await row.getByText('No due date').click();
  await expect(page).toHaveURL(detailUrl);

  // Delete: cancelled once, then confirmed.
  await page.getByRole('button', { name: 'Delete Initiative' }).click();
  const confirm = page.locator('.ant-popconfirm');
  await expect(confirm.getByText('Delete this initiative?')).toBeVisible();
  await confirm.getByRole('button', { name: 'Cancel' }).click();
  await expect(page.getByRole('heading', { name: renamed, level: 1 })).toBeVisible();
  await page.getByRole('button', { name: 'Delete Initiative' }).click();
  await confirm.getByRole('button', { name: 'Delete' }).click();
  await expect(toast(page).getByText('Initiative Deleted')).toBeVisible();
  await expect(page).toHaveURL(/\/initiatives$/);
  await expect(page.getByRole('heading', { name: 'Initiatives', level: 1 })).toBeVisible();
  await expect(page.getByRole('link', { name: renamed })).toHaveCount(0);

  await page.goto(detailUrl);
  await expect(page.getByRole('heading', { name: 'Initiative not found' })).toBeVisible();
});

test("an initiative's start date: on or before its due date, in the form, the detail and the list", async ({
  page,
}) => {
  test.slow();
  const title = `Quarterly planning ${unique()}`;
  await signIn(page, DEFAULT_ADMIN);
  await page.goto('/initiatives/new');
  const form = page.getByRole('form', { name: 'New initiative' });
  await form.getByLabel('Title').fill(title);

  // The contract's rule, checked in the form before anything is sent, and said at the start date.
  await typeDate(form.getByLabel('Start Date'), '2027-03-01');
  await typeDate(form.getByLabel('Due Date'), '2027-02-01');
  await form.getByRole('button', { name: 'Create Initiative' }).click();
  await expect(form.getByText('Start date must be on or before the due date')).toBeVisible();
  await expect(form.getByLabel('Start Date')).toBeFocused();
  await typeDate(form.getByLabel('Start Date'), '2027-01-15');
  await expect(form.getByText('Start date must be on or before the due date')).toHaveCount(0);
  await form.getByRole('button', { name: 'Create Initiative' }).click();
  await expect(toast(page).getByText('Initiative Created')).toBeVisible();
  await expect(page.getByRole('heading', { name: title, level: 1 })).toBeVisible();
  const detailUrl = page.url();
  const id = detailUrl.split('/').pop() ?? '';

  // The detail: both days, each as the calendar day it is.
  const facts = page.locator('.record-meta');
  await expect(facts.getByText('Start Date')).toBeVisible();
  await expect(facts.getByText('Jan 15, 2027')).toBeVisible();
  await expect(facts.getByText('Feb 1, 2027')).toBeVisible();

  // The server's refusal at the field: the due date moved before the start the form is about to send.
  await page.getByRole('button', { name: 'Edit Initiative' }).click();
  const edit = page.getByRole('form', { name: 'Edit initiative' });
  await expect(edit.getByLabel('Start Date')).toHaveValue('2027-01-15');
  const admin = await apiAs(DEFAULT_ADMIN);
  const moved = await admin.patch(`/api/initiatives/${id}`, { data: { startDate: null, dueDate: '2027-01-10' } });
  expect(moved.status(), await moved.text()).toBe(200);
  await admin.dispose();
  await typeDate(edit.getByLabel('Start Date'), '2027-01-20');
  await edit.getByRole('button', { name: 'Save Changes' }).click();
  await expect(edit.getByText('The initiative was not saved')).toBeVisible();
  await expect(
    edit.locator('.ant-form-item-explain').getByText('Start date must be on or before the due date'),
  ).toBeVisible();

  // Emptied, it is cleared: 'No start date'.
  await edit.getByRole('button', { name: 'Cancel' }).click();
  await page.reload();
  await page.getByRole('button', { name: 'Edit Initiative' }).click();
  await expect(edit.getByLabel('Start Date')).toHaveValue('');
  await expect(edit.getByLabel('Due Date')).toHaveValue('2027-01-10');
  await typeDate(edit.getByLabel('Start Date'), '2026-12-01');
  await edit.getByRole('button', { name: 'Save Changes' }).click();
  await expect(toast(page).getByText('Initiative Updated')).toBeVisible();
  await expect(facts.getByText('Dec 1, 2026')).toBeVisible();
  await page.getByRole('button', { name: 'Edit Initiative' }).click();
  await typeDate(edit.getByLabel('Start Date'), '');
  await edit.getByRole('button', { name: 'Save Changes' }).click();
  await expect(edit).toBeHidden();
  await expect(facts.getByText('No start date')).toBeVisible();

  // The list: 'Start Date' before 'Due Date', and the row's days.
  await page.goto('/initiatives');
  const table = page.getByRole('region', { name: 'Initiatives' });
  await expect(table.getByRole('columnheader')).toHaveText([
    'Title',
    'Status',
    'RAG',
    'Start Date',
    'Due Date',
    'Updated',
  ]);
  const row = table.getByRole('row').filter({ hasText: title });
  await expect(row.getByText('No start date')).toBeVisible();
  await expect(row.getByText('Jan 10, 2027')).toBeVisible();
});
