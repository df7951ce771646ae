import { readFileSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import { chooseOption, toast } from './support/antd';
import { apiAs, createUser } from './support/api';
import { DEFAULT_ADMIN, unique } from './support/data';
import { collectPageErrors, createDecision, expectHostileMarkdownInert, HOSTILE_MARKDOWN } from './support/portal';
import { totalOf } from './support/portal-records';
import { saveScreenshot } from './support/screenshots';
import { signIn } from './support/session';

const UUID = /[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/;

test('screenshots: the decisions list and a decision with its sections', async ({ page }) => {
  const admin = await apiAs(DEFAULT_ADMIN);
  const monolith = await createDecision(admin, {
    title: 'Keep the billing monolith for 2026',
    status: 'ACCEPTED',
    context: 'Billing is a **single deployable** with 40% of our incidents. Splitting it was proposed in Q1.',
    decision: 'We keep billing as one service this year and invest in its test suite instead.',
    consequences: '- Fewer moving parts during the pricing change\n- Deploys stay slower than we want',
  });
  await createDecision(admin, {
    title: 'Adopt event sourcing for the ledger',
    status: 'PROPOSED',
    context:
      'Auditors ask for every balance change with its cause. Today we rebuild history from logs, which takes days per request.',
    decision: 'Model the ledger as an append-only event stream in PostgreSQL; projections serve reads.',
    consequences: '- Audit answers in minutes\n- The team must learn event modelling',
  });
  const kafka = await createDecision(admin, {
    title: 'Standardise on NATS JetStream for service events',
    status: 'ACCEPTED',
    context:
      'We run three brokers (RabbitMQ, SQS and a Redis stream) and every team debugs delivery differently.\n\n' +
      '| Broker | Teams | Incidents (12 months) |\n| --- | --- | --- |\n| RabbitMQ | 4 | 9 |\n| SQS | 2 | 3 |\n| Redis | 1 | 5 |',
    decision:
      'All new service events go through **NATS JetStream** with an outbox per service. Existing queues move by the end of Q3.',
    consequences:
      '### Easier\n\n- One way to publish, retry and replay\n- Exactly-once audit entries through message ids\n\n' +
      '### Harder\n\n- A migration for four teams\n- JetStream becomes critical infrastructure',
  });
  await createDecision(admin, {
    title: 'Use RabbitMQ for the notification service',
    status: 'ACCEPTED',
    context: 'Notifications needed delayed delivery in 2023.',
    decision: 'Notifications publish through RabbitMQ.',
    consequences: 'A second broker to run.',
    supersededBy: kafka.id,
  });
  await admin.dispose();

  await signIn(page, DEFAULT_ADMIN);
  await page.goto('/decisions');
  await expect(page.getByRole('heading', { name: 'Architectural Decision Records', level: 1 })).toBeVisible();
  const table = page.getByRole('region', { name: 'Decisions' });
  await expect(table.getByRole('link', { name: monolith.title })).toBeVisible();
  const superseded = table.getByRole('row').filter({ hasText: 'Use RabbitMQ for the notification service' });
  await expect(superseded.getByText('SUPERSEDED', { exact: true })).toBeVisible();
  await saveScreenshot(page, 'decisions');

  await page.goto(`/decisions/${kafka.id}`);
  await expect(page.getByRole('heading', { name: kafka.title, level: 1 })).toBeVisible();
  await expect(page.getByRole('cell', { name: 'RabbitMQ' })).toBeVisible();
  await expect(page.getByText('Supersedes')).toBeVisible();
  await saveScreenshot(page, 'decision-detail');
});

test('two decisions made in the UI, one superseding the other, then exported as markdown', async ({ page }) => {
  const suffix = unique();
  const older = `Use REST between services ${suffix}`;
  const newer = `Use gRPC between services ${suffix}`;
  await signIn(page, DEFAULT_ADMIN);
  await page.goto('/decisions');
  await page.getByRole('link', { name: 'New Decision' }).click();
  await expect(page).toHaveURL(/\/decisions\/new$/);

  // The shared schema: a title is required.
  await page.getByRole('button', { name: 'Create Decision' }).click();
  await expect(page.getByText('Title is required')).toBeVisible();

  await page.getByLabel('Title').fill(older);
  await page
    .getByLabel('Context', { exact: true })
    .fill('Teams call each other **synchronously**:\n\n- orders\n- billing');
  await page.getByLabel('Decision', { exact: true }).fill('JSON over HTTP, described with OpenAPI.');
  await page.getByLabel('Consequences', { exact: true }).fill('Easy to debug with `curl`.');
  await page.getByRole('button', { name: 'Create Decision' }).click();
  await expect(toast(page).getByText('Decision Created')).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`/decisions/${UUID.source}$`));
  const olderUrl = page.url();
  await expect(page.getByRole('heading', { name: older, level: 1 })).toBeVisible();
  // The sections render as markdown.
  await expect(page.locator('.markdown-body strong', { hasText: 'synchronously' })).toBeVisible();
  await expect(page.locator('.markdown-body li', { hasText: 'billing' })).toBeVisible();
  await expect(page.locator('.markdown-body code', { hasText: 'curl' })).toBeVisible();
  await expect(page.getByText('PROPOSED', { exact: true })).toBeVisible();

  await page.goto('/decisions/new');
  await page.getByLabel('Title').fill(newer);
  await chooseOption(page, page.getByLabel('Status'), 'ACCEPTED');
  await page
    .getByLabel('Context', { exact: true })
    .fill('Payloads grew and latency matters between **orders** and billing.');
  await page.getByLabel('Decision', { exact: true }).fill('Protocol buffers over gRPC for internal calls.');
  await page.getByRole('button', { name: 'Create Decision' }).click();
  await expect(page.getByRole('heading', { name: newer, level: 1 })).toBeVisible();
  const newerUrl = page.url();

  // The older one is superseded by the newer one.
  await page.goto(olderUrl);
  await page.getByRole('button', { name: 'Edit' }).click();
  // Type to search: with many decisions the option list is virtual and may not show it yet.
  await page.getByLabel('Superseded by').click();
  await page.keyboard.type(suffix);
  await page
    .locator('.ant-select-dropdown:not(.ant-select-dropdown-hidden) .ant-select-item-option')
    .filter({ hasText: newer })
    .click();
  await page.getByRole('button', { name: 'Save Decision' }).click();
  await expect(toast(page).getByText('Decision Updated')).toBeVisible();
  const link = page.getByRole('link', { name: `Superseded by ${newer}` });
  await expect(link).toBeVisible();
  await expect(page.getByText('SUPERSEDED', { exact: true })).toBeVisible();
  await link.click();
  await expect(page).toHaveURL(newerUrl);
  await expect(page.getByRole('heading', { name: newer, level: 1 })).toBeVisible();
  await expect(page.getByRole('link', { name: older })).toBeVisible();

  // The list: both, the older one SUPERSEDED, the context preview under the title.
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Decisions' }).click();
  const table = page.getByRole('region', { name: 'Decisions' });
  const olderRow = table.getByRole('row').filter({ hasText: older });
  await expect(olderRow.getByText('SUPERSEDED', { exact: true })).toBeVisible();
  // The context's preview: its words, not its markdown.
  await expect(olderRow.locator('.list-preview')).toHaveText('Teams call each other synchronously: orders billing');
  await expect(table.getByRole('row').filter({ hasText: newer }).getByText('ACCEPTED', { exact: true })).toBeVisible();

  // Export Markdown: the server's file, under its name, and the count in the toast.
  // The list is read a page at a time: the count is its X-Total-Count, not the rows on screen.
  const admin = await apiAs(DEFAULT_ADMIN);
  const total = await totalOf(admin, '/api/decisions');
  await admin.dispose();
  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export Markdown' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^adr-export-\d{4}-\d{2}-\d{2}\.md$/);
  const day = download.suggestedFilename().slice('adr-export-'.length, -'.md'.length);
  const path = await download.path();
  const markdown = readFileSync(path, 'utf8');
  expect(markdown).toContain('# Architectural Decision Records');
  expect(markdown).toContain(`- **Exported:** ${day}`);
  expect(markdown).toContain(`- **Total decisions:** ${total}`);
  expect(markdown).toContain(`## ${older}`);
  expect(markdown).toContain(`## ${newer}`);
  for (const heading of [
    '- **Status:** SUPERSEDED',
    '- **Created:**',
    '- **Last Updated:**',
    '### Context',
    '### Decision',
    '### Consequences',
  ]) {
    expect(markdown).toContain(heading);
  }
  expect(markdown).toContain('Teams call each other **synchronously**:');
  expect(markdown).toContain(`> **Superseded by:** ${newer}`);
  // The newer decision has no consequences: the export's fallback.
  expect(markdown).toContain('No consequences documented');
  await expect(toast(page).getByText('Export successful')).toBeVisible();
  await expect(toast(page).getByText(`Exported ${total} decision(s) to markdown`)).toBeVisible();
});

test("a decision's context with script, an onerror image and a javascript: link runs nothing", async ({ page }) => {
  const errors = collectPageErrors(page);
  const title = `Hostile context ${unique()}`;
  await signIn(page, DEFAULT_ADMIN);
  await page.goto('/decisions/new');
  await page.getByLabel('Title').fill(title);
  await page.getByLabel('Context', { exact: true }).fill(HOSTILE_MARKDOWN);
  const editor = page.getByRole('group', { name: 'Context editor' });
  await editor.getByRole('tab', { name: 'Preview' }).click();
  await expectHostileMarkdownInert(page, editor.getByRole('region', { name: 'Context preview' }));

  await page.getByRole('button', { name: 'Create Decision' }).click();
  await expect(page.getByRole('heading', { name: title, level: 1 })).toBeVisible();
  const context = page.locator('section').filter({ has: page.getByRole('heading', { name: 'Context', exact: true }) });
  await expectHostileMarkdownInert(page, context);
  await page.reload();
  await expectHostileMarkdownInert(page, context);
  expect(errors).toEqual([]);
});

test('the delete asks first, then goes back to the list', async ({ page }) => {
  const admin = await apiAs(DEFAULT_ADMIN);
  const decision = await createDecision(admin, { title: `Short-lived decision ${unique()}` });
  await admin.dispose();
  await signIn(page, DEFAULT_ADMIN);
  await page.goto(`/decisions/${decision.id}`);
  await page.getByRole('button', { name: 'Delete' }).click();
  const confirm = page.locator('.ant-popconfirm');
  await expect(confirm.getByText('Delete this decision?')).toBeVisible();
  await confirm.getByRole('button', { name: 'Delete' }).click();
  await expect(page).toHaveURL(/\/decisions$/);
  await expect(toast(page).getByText('Decision Deleted')).toBeVisible();
  await expect(page.getByRole('link', { name: decision.title })).toHaveCount(0);
});

test('a MEMBER reads decisions and exports them, but gets no New Decision, Edit or Delete', async ({ page }) => {
  const admin = await apiAs(DEFAULT_ADMIN);
  const member = await createUser(admin, 'MEMBER');
  const decision = await createDecision(admin, {
    title: `Read-only decision ${unique()}`,
    context: 'Seen by **all**.',
  });
  await admin.dispose();
  await signIn(page, member);
  await page.goto('/decisions');
  await expect(page.getByRole('link', { name: decision.title })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Export Markdown' })).toBeEnabled();
  await expect(page.getByRole('link', { name: 'New Decision' })).toHaveCount(0);
  await page.getByRole('link', { name: decision.title }).click();
  await expect(page.locator('.markdown-body strong', { hasText: 'all' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Edit' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Delete' })).toHaveCount(0);
  await page.goto('/decisions/new');
  await expect(page.getByText('You need CTO, CEO or Admin permissions to create decisions.')).toBeVisible();
  await expect(page.getByLabel('Title')).toHaveCount(0);
});
