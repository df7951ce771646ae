import { expect, test } from '@playwright/test';
import { toast } from './support/antd';
import { apiAs, createUser } from './support/api';
import { DEFAULT_ADMIN, unique } from './support/data';
import { collectPageErrors, createDocument, expectHostileMarkdownInert, HOSTILE_MARKDOWN } from './support/portal';
import { saveScreenshot } from './support/screenshots';
import { signIn } from './support/session';

const PLAYBOOK = `# Incident response playbook

When production is on fire, **one person leads** and everyone else supports.

## Roles

| Role | Who | Does |
| --- | --- | --- |
| Incident lead | On-call senior engineer | Decides, delegates, keeps the timeline |
| Communications | Engineering manager | Updates status page and support every 30 minutes |
| Scribe | Anyone free | Writes down what happened and when |

## First fifteen minutes

1. Declare the incident in \`#incidents\` with a severity.
2. Page the owning team; start a call.
3. Stop the bleeding before finding the cause: roll back first.

> Blameless: we ask *what* failed, never *who*.

- [x] Status page template ready
- [ ] Runbook links for every service
`;

test('screenshots: the documents list and a rendered document', async ({ page }) => {
  const admin = await apiAs(DEFAULT_ADMIN);
  await createDocument(admin, {
    title: 'Engineering ladder 2026',
    markdown:
      'Five levels from **Engineer I** to **Principal**, with the expectations for scope, impact and leadership at each.',
  });
  await createDocument(admin, {
    title: 'Board update template',
    markdown: 'Use this for the monthly board memo: headline numbers, the three things that changed, and the asks.',
  });
  const playbook = await createDocument(admin, { title: 'Incident response playbook', markdown: PLAYBOOK });
  await admin.dispose();

  await signIn(page, DEFAULT_ADMIN);
  await page.goto('/documents');
  const table = page.getByRole('region', { name: 'Documents' });
  await expect(table.getByRole('link', { name: 'Incident response playbook' })).toBeVisible();
  await saveScreenshot(page, 'documents');

  await page.goto(`/documents/${playbook.id}`);
  const body = page.getByRole('article', { name: 'Incident response playbook' });
  await expect(body.getByRole('cell', { name: 'Incident lead' })).toBeVisible();
  await expect(body.getByRole('heading', { name: 'First fifteen minutes', level: 3 })).toBeVisible();
  await expect(body.getByRole('checkbox')).toHaveCount(2);
  await saveScreenshot(page, 'document-detail');
});

test('a document with script, an onerror image and a javascript: link renders inert in preview and detail', async ({
  page,
}) => {
  const errors = collectPageErrors(page);
  const title = `Hostile document ${unique()}`;
  await signIn(page, DEFAULT_ADMIN);
  await page.goto('/documents');
  await page.getByRole('link', { name: 'New Document' }).click();
  await expect(page).toHaveURL(/\/documents\/new$/);
  await page.getByLabel('Title').fill(title);
  await page.getByLabel('Content', { exact: true }).fill(HOSTILE_MARKDOWN);
  const editor = page.getByRole('group', { name: 'Content editor' });
  await editor.getByRole('tab', { name: 'Preview' }).click();
  await expectHostileMarkdownInert(page, editor.getByRole('region', { name: 'Content preview' }));
  await editor.getByRole('tab', { name: 'Write' }).click();
  await expect(page.getByLabel('Content', { exact: true })).toHaveValue(HOSTILE_MARKDOWN);

  await page.getByRole('button', { name: 'Create Document' }).click();
  await expect(toast(page).getByText('Document Created')).toBeVisible();
  await expect(page.getByRole('heading', { name: title, level: 1 })).toBeVisible();
  const body = page.getByRole('article', { name: title });
  await expectHostileMarkdownInert(page, body);
  await page.reload();
  await expectHostileMarkdownInert(page, body);
  expect(errors).toEqual([]);

  // The list previews the markdown's words: no syntax, no HTML (the server cut it at 100 characters).
  await page.goto('/documents');
  const row = page.getByRole('region', { name: 'Documents' }).getByRole('row').filter({ hasText: title });
  await expect(row.locator('.list-preview')).toHaveText('Incident notes Plain bold text stays....');
  expect(await page.evaluate(() => (window as unknown as { __pwned?: unknown }).__pwned)).toBeUndefined();
});

test('a document is edited and deleted (with a confirmation)', async ({ page }) => {
  const admin = await apiAs(DEFAULT_ADMIN);
  const document = await createDocument(admin, { title: `Draft memo ${unique()}`, markdown: 'First *draft*.' });
  await admin.dispose();
  await signIn(page, DEFAULT_ADMIN);
  await page.goto(`/documents/${document.id}`);
  await expect(page.locator('.markdown-body em', { hasText: 'draft' })).toBeVisible();
  await page.getByRole('button', { name: 'Edit' }).click();
  await page.getByLabel('Content', { exact: true }).fill('Second **version**.');
  await page.getByRole('button', { name: 'Save Document' }).click();
  await expect(toast(page).getByText('Document Updated')).toBeVisible();
  await expect(page.locator('.markdown-body strong', { hasText: 'version' })).toBeVisible();
  await page.getByRole('button', { name: 'Delete' }).click();
  await page.locator('.ant-popconfirm').getByRole('button', { name: 'Delete' }).click();
  await expect(page).toHaveURL(/\/documents$/);
  await expect(toast(page).getByText('Document Deleted')).toBeVisible();
  await expect(page.getByRole('link', { name: document.title })).toHaveCount(0);
});

test('a MEMBER reads documents but gets no New Document, Edit or Delete', async ({ page }) => {
  const admin = await apiAs(DEFAULT_ADMIN);
  const member = await createUser(admin, 'MEMBER');
  const document = await createDocument(admin, { title: `Handbook ${unique()}`, markdown: 'Read **me**.' });
  await admin.dispose();
  await signIn(page, member);
  await page.goto('/documents');
  await expect(page.getByRole('link', { name: document.title })).toBeVisible();
  await expect(page.getByRole('link', { name: 'New Document' })).toHaveCount(0);
  await page.getByRole('link', { name: document.title }).click();
  await expect(page.locator('.markdown-body strong', { hasText: 'me' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Edit' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Delete' })).toHaveCount(0);
});
