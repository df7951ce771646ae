import { expect, type Page, test } from '@playwright/test';
import { randomUUID } from 'node:crypto';
import { toast } from './support/antd';
import { apiAs, createUser } from './support/api';
import { DEFAULT_ADMIN, unique } from './support/data';
import { createInitiative, createObjective } from './support/portal-records';
import { seedShowcase } from './support/showcase';
import { saveScreenshot } from './support/screenshots';
import { signIn } from './support/session';

const UUID = /[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/;

function objectiveCard(page: Page, title: string) {
  return page.locator('.objective-card').filter({ has: page.getByRole('heading', { name: title, exact: true }) });
}

test('screenshots of /okr and an objective with its check-ins', async ({ page }) => {
  const admin = await apiAs(DEFAULT_ADMIN);
  const revenue = await seedShowcase(admin);
  await admin.dispose();

  await signIn(page, DEFAULT_ADMIN);
  await page.goto('/okr');
  await expect(objectiveCard(page, revenue.title)).toBeVisible();
  await saveScreenshot(page, 'okr');

  await page.goto(`/okr/${revenue.id}`);
  await expect(page.getByRole('heading', { name: revenue.title, level: 1 })).toBeVisible();
  await expect(page.locator('.check-in-chart canvas')).toHaveCount(2, { timeout: 20_000 });
  // Let the lines finish their entry animation before the picture.
  await page.waitForTimeout(1_500);
  await saveScreenshot(page, 'okr-detail');
});

test('an admin creates an objective with a key result, edits both, and sees the check-in everywhere', async ({
  page,
}) => {
  // A long journey on a small, often busy machine.
  test.slow();
  const title = `Win the mid-market ${unique()}`;
  const renamed = `Win the mid-market segment ${unique()}`;
  await signIn(page, DEFAULT_ADMIN);
  await page.goto('/okr');
  await expect(page.getByRole('heading', { name: 'Objectives & Key Results', level: 1 })).toBeVisible();
  await page.getByRole('link', { name: 'New Objective' }).click();
  await expect(page).toHaveURL(/\/okr\/new$/);
  await expect(page.getByRole('heading', { name: 'New Objective', level: 1 })).toBeVisible();

  // The shared schema checks the form before anything is sent.
  await page.getByRole('button', { name: 'Add Key Result' }).click();
  await page.getByRole('button', { name: 'Create Objective' }).click();
  await expect(page.getByText('Title is required')).toHaveCount(2);
  await expect(page.getByText('Target must be a number')).toBeVisible();

  const form = page.getByRole('form', { name: 'New objective' });
  await form.getByLabel('Title').first().fill(title);
  await form.getByLabel('Description').fill('Land twenty mid-market logos before the Series B.');
  const keyResult = page.getByRole('group', { name: 'Key result 1' });
  await keyResult.getByLabel('Title').fill('Paying mid-market customers');
  await keyResult.getByLabel('Current').fill('10');
  await keyResult.getByLabel('Target').fill('40');
  await keyResult.getByLabel('Unit').fill('customers');
  await page.getByRole('button', { name: 'Create Objective' }).click();

  await expect(toast(page).getByText('Objective Created')).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`/okr/${UUID.source}$`));
  const detailUrl = page.url();
  await expect(page.getByRole('heading', { name: title, level: 1 })).toBeVisible();
  await expect(page.getByText('Land twenty mid-market logos before the Series B.')).toBeVisible();
  await expect(page.getByText('25% complete')).toBeVisible();
  await expect(page.getByText('10 / 40 customers · 25%')).toBeVisible();
  await expect(page.getByText('No check-ins yet')).toBeVisible();

  // Rename the objective.
  await page.getByRole('button', { name: 'Edit Objective' }).click();
  const editObjective = page.getByRole('dialog', { name: 'Edit Objective' });
  await editObjective.getByLabel('Title').fill(renamed);
  await editObjective.getByRole('button', { name: 'Save Changes' }).click();
  await expect(toast(page).getByText('Objective Updated')).toBeVisible();
  await expect(editObjective).toBeHidden();
  await expect(page.getByRole('heading', { name: renamed, level: 1 })).toBeVisible();
  // Opened again, the form starts from the objective as it is now; saving nothing just closes.
  const patches: string[] = [];
  page.on('request', (request) => {
    if (request.method() === 'PATCH') patches.push(request.url());
  });
  await page.getByRole('button', { name: 'Edit Objective' }).click();
  await expect(editObjective.getByLabel('Title')).toHaveValue(renamed);
  await editObjective.getByRole('button', { name: 'Save Changes' }).click();
  await expect(editObjective).toBeHidden();
  expect(patches).toEqual([]);

  // A new current value is a check-in.
  await page.getByRole('button', { name: 'Edit Paying mid-market customers' }).click();
  const editKeyResult = page.getByRole('dialog', { name: 'Edit Key Result' });
  await expect(editKeyResult.getByLabel('Current')).toHaveValue('10');
  await editKeyResult.getByLabel('Current').fill('20');
  await editKeyResult.getByRole('button', { name: 'Save Changes' }).click();
  await expect(toast(page).getByText('Key Result Updated')).toBeVisible();
  await expect(editKeyResult).toBeHidden();
  await expect(page.getByText('20 / 40 customers · 50%')).toBeVisible();
  await expect(page.getByText('50% complete')).toBeVisible();
  const checkIns = page.getByRole('region', { name: 'Check-ins of Paying mid-market customers' });
  const row = checkIns.getByRole('row').nth(1);
  await expect(row.getByRole('cell').nth(1)).toHaveText('20');
  await expect(row.getByRole('cell').nth(2)).toHaveText('10');
  await expect(row.getByRole('cell').nth(3)).toHaveText(DEFAULT_ADMIN.email);
  await expect(page.locator('.check-in-chart canvas').first()).toBeVisible({ timeout: 20_000 });
  await expect(
    page.getByRole('img', { name: /Paying mid-market customers over time: 10, then 20; target 40/ }),
  ).toBeVisible();

  // The list shows the new values.
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'OKRs' }).click();
  const card = objectiveCard(page, renamed);
  await expect(card.getByText('1 key result')).toBeVisible();
  await expect(card.getByText('50% complete')).toBeVisible();
  await expect(card.getByText('20 / 40 customers')).toBeVisible();
  await expect(card.getByRole('progressbar').first()).toHaveAttribute('aria-valuenow', '50');
  await card.getByRole('link', { name: renamed }).click();
  await expect(page).toHaveURL(detailUrl);

  // Below 75%: the dashboard lists it as needing attention.
  await page.goto('/dashboard');
  const attention = page
    .locator('.dashboard-list-card')
    .filter({ has: page.getByRole('heading', { name: 'OKRs Needing Attention' }) });
  const item = attention.getByRole('listitem').filter({ hasText: renamed });
  await expect(item.getByText('50%')).toBeVisible();
  await item.getByRole('link', { name: renamed }).click();
  await expect(page).toHaveURL(detailUrl);
});

test('key results are added and deleted, then the objective is deleted, each after a confirmation', async ({
  page,
}) => {
  // A long journey on a small, often busy machine.
  test.slow();
  const admin = await apiAs(DEFAULT_ADMIN);
  const objective = await createObjective(admin, {
    title: `Cut cloud spend ${unique()}`,
    description: null,
    keyResults: [{ title: 'Monthly AWS bill', current: 90, target: 60, unit: 'k USD' }],
  });
  await admin.dispose();

  await signIn(page, DEFAULT_ADMIN);
  await page.goto(`/okr/${objective.id}`);
  await expect(page.getByRole('heading', { name: objective.title, level: 1 })).toBeVisible();
  // 90 / 60 is 150%: the figure is not clamped, the bar is.
  await expect(page.getByText('150% complete')).toBeVisible();

  await page.getByRole('button', { name: 'Add Key Result' }).click();
  const add = page.getByRole('dialog', { name: 'Add Key Result' });
  await add.getByLabel('Title').fill('Reserved instance coverage');
  await add.getByLabel('Target').fill('0');
  await add.getByRole('button', { name: 'Add Key Result' }).click();
  await expect(add.getByText('Target must not be 0')).toBeVisible();
  await add.getByLabel('Target').fill('80');
  await add.getByLabel('Current').fill('20');
  await add.getByLabel('Unit').fill('%');
  await add.getByRole('button', { name: 'Add Key Result' }).click();
  await expect(toast(page).getByText('Key Result Added')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Reserved instance coverage', level: 3 })).toBeVisible();
  await expect(page.getByText('20 / 80 % · 25%')).toBeVisible();
  // (150 + 25) / 2
  await expect(page.getByText('88% complete')).toBeVisible();

  await page.getByRole('button', { name: 'Delete Monthly AWS bill' }).click();
  const confirm = page.locator('.ant-popconfirm');
  await expect(confirm.getByText('Delete the key result "Monthly AWS bill"?')).toBeVisible();
  await confirm.getByRole('button', { name: 'Cancel' }).click();
  await expect(page.getByRole('heading', { name: 'Monthly AWS bill', level: 3 })).toBeVisible();
  await page.getByRole('button', { name: 'Delete Monthly AWS bill' }).click();
  await confirm.getByRole('button', { name: 'Delete' }).click();
  await expect(toast(page).getByText('Key Result Deleted')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Monthly AWS bill', level: 3 })).toHaveCount(0);
  await expect(page.getByText('25% complete')).toBeVisible();

  await page.getByRole('button', { name: 'Delete Objective' }).click();
  await expect(page.getByText('Delete this objective?')).toBeVisible();
  await page.locator('.ant-popconfirm').getByRole('button', { name: 'Delete' }).click();
  await expect(toast(page).getByText('Objective Deleted')).toBeVisible();
  await expect(page).toHaveURL(/\/okr$/);
  await expect(page.getByRole('heading', { name: 'Objectives & Key Results', level: 1 })).toBeVisible();
  await expect(objectiveCard(page, objective.title)).toHaveCount(0);

  await page.goto(`/okr/${objective.id}`);
  await expect(page.getByRole('heading', { name: 'Objective not found' })).toBeVisible();
  await page.goto(`/okr/${randomUUID()}`);
  await expect(page.getByRole('heading', { name: 'Objective not found' })).toBeVisible();
  await page.getByRole('link', { name: 'Back to Objectives' }).click();
  await expect(page).toHaveURL(/\/okr$/);
});

test('a MEMBER reads objectives and initiatives but gets no create, edit or delete controls', async ({ page }) => {
  // A long journey on a small, often busy machine.
  test.slow();
  const admin = await apiAs(DEFAULT_ADMIN);
  const member = await createUser(admin, 'MEMBER');
  const objective = await createObjective(admin, {
    title: `Reduce churn ${unique()}`,
    description: 'Keep the customers we have.',
    keyResults: [{ title: 'Logo churn', current: 3, target: 2, unit: '%' }],
  });
  const initiative = await createInitiative(admin, { title: `Customer health scores ${unique()}`, rag: 'AMBER' });
  await admin.dispose();

  await signIn(page, member);
  await page.goto('/okr');
  await expect(objectiveCard(page, objective.title)).toBeVisible();
  await expect(page.getByRole('link', { name: 'New Objective' })).toHaveCount(0);

  await page.goto(`/okr/${objective.id}`);
  await expect(page.getByRole('heading', { name: objective.title, level: 1 })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Logo churn', level: 3 })).toBeVisible();
  await expect(page.getByRole('button', { name: /Edit|Delete|Add Key Result/ })).toHaveCount(0);

  await page.goto('/okr/new');
  await expect(page.getByText('You need CTO, CEO or Admin permissions to create objectives.')).toBeVisible();

  await page.goto('/initiatives');
  await expect(page.getByRole('link', { name: initiative.title })).toBeVisible();
  await expect(page.getByRole('link', { name: 'New Initiative' })).toHaveCount(0);
  await page.getByRole('link', { name: initiative.title }).click();
  await expect(page.getByRole('heading', { name: initiative.title, level: 1 })).toBeVisible();
  await expect(page.locator('.ant-tag').getByText('AMBER', { exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: /Edit|Delete/ })).toHaveCount(0);
});
