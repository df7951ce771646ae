import { expect, test } from '@playwright/test';
import { toast, typeDate } from './support/antd';
import { apiAs, createUser } from './support/api';
import { DEFAULT_ADMIN, unique } from './support/data';
import { createMeeting, daysFromNow } from './support/portal';
import { saveScreenshot } from './support/screenshots';
import { signIn } from './support/session';

/** `YYYY-MM-DD HH:mm` as typed into the date and time picker, `days` from now in the browser's (= this machine's) zone. */
function localInput(days: number, hour: number): string {
  const date = new Date(Date.now() + days * 24 * 3600 * 1000);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())} ${pad(hour)}:00`;
}

test('screenshot: the meetings list', async ({ page }) => {
  const admin = await apiAs(DEFAULT_ADMIN);
  await createMeeting(admin, {
    title: 'Quarterly board preparation',
    when: daysFromNow(9, 15),
    agenda: '1. Q3 numbers and runway\n2. Hiring plan for platform\n3. Security audit findings',
  });
  await createMeeting(admin, {
    title: 'Architecture review: ledger events',
    when: daysFromNow(3, 11),
    agenda: 'Walk through the event-sourcing proposal and decide on the projection store.',
  });
  await createMeeting(admin, {
    title: 'Incident retrospective: checkout outage',
    when: daysFromNow(-2, 16),
    agenda: 'Timeline, contributing factors, and the three follow-ups we owe support.',
  });
  await createMeeting(admin, { title: 'CTO roundtable: AI in the SDLC', when: daysFromNow(-12, 18) });
  await admin.dispose();

  await signIn(page, DEFAULT_ADMIN);
  await page.goto('/meetings');
  const table = page.getByRole('region', { name: 'Meetings' });
  await expect(table.getByRole('link', { name: 'Quarterly board preparation' })).toBeVisible();
  await saveScreenshot(page, 'meetings');
});

test('a meeting made in the UI is Upcoming, a past one Completed; delete asks first', async ({ page }) => {
  const future = `Platform strategy offsite ${unique()}`;
  const past = `Hiring retro ${unique()}`;
  await signIn(page, DEFAULT_ADMIN);
  await page.goto('/meetings');
  await page.getByRole('link', { name: 'New Meeting' }).click();
  await expect(page).toHaveURL(/\/meetings\/new$/);
  await page.getByRole('button', { name: 'Create Meeting' }).click();
  await expect(page.getByText('Title is required')).toBeVisible();
  await expect(page.getByText('Pick the date and time of the meeting')).toBeVisible();

  await page.getByLabel('Title').fill(future);
  await typeDate(page.getByLabel('When'), localInput(30, 14));
  await page.getByLabel('Agenda', { exact: true }).fill('## Goals\n\n- Decide the **2027** platform bets\n- Budget');
  const editor = page.getByRole('group', { name: 'Agenda editor' });
  await editor.getByRole('tab', { name: 'Preview' }).click();
  await expect(
    editor.getByRole('region', { name: 'Agenda preview' }).locator('strong', { hasText: '2027' }),
  ).toBeVisible();
  await page.getByRole('button', { name: 'Create Meeting' }).click();
  await expect(toast(page).getByText('Meeting Created')).toBeVisible();
  await expect(page.getByRole('heading', { name: future, level: 1 })).toBeVisible();
  await expect(page.getByText('Upcoming', { exact: true })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Goals' })).toBeVisible();
  await expect(page.locator('.markdown-body strong', { hasText: '2027' })).toBeVisible();
  // SPEC.md's 'h:mm a': the marker in capitals.
  await expect(page.getByText(/at 2:00 PM$/)).toBeVisible();

  await page.goto('/meetings/new');
  await page.getByLabel('Title').fill(past);
  await typeDate(page.getByLabel('When'), localInput(-3, 9));
  await page.getByRole('button', { name: 'Create Meeting' }).click();
  await expect(page.getByRole('heading', { name: past, level: 1 })).toBeVisible();
  await expect(page.getByText('Completed', { exact: true })).toBeVisible();

  // The list: newest first by when, the status by the clock.
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Meetings' }).click();
  const table = page.getByRole('region', { name: 'Meetings' });
  const futureRow = table.getByRole('row').filter({ hasText: future });
  const pastRow = table.getByRole('row').filter({ hasText: past });
  await expect(futureRow.getByText('Upcoming', { exact: true })).toBeVisible();
  await expect(futureRow.getByText('2:00 PM', { exact: true })).toBeVisible();
  // The agenda's preview is its words, without the markdown.
  await expect(futureRow.locator('.list-preview')).toHaveText('Goals Decide the 2027 platform bets Budget');
  await expect(pastRow.getByText('Completed', { exact: true })).toBeVisible();
  await expect(pastRow.getByText('9:00 AM', { exact: true })).toBeVisible();
  const titles = await table.locator('tbody tr .list-title').allTextContents();
  expect(titles.indexOf(future)).toBeLessThan(titles.indexOf(past));

  // Edit, then delete with a confirmation.
  await futureRow.getByRole('link', { name: future }).click();
  await page.getByRole('button', { name: 'Edit' }).click();
  await page.getByLabel('Title').fill(`${future} (moved)`);
  await page.getByRole('button', { name: 'Save Meeting' }).click();
  await expect(toast(page).getByText('Meeting Updated')).toBeVisible();
  await expect(page.getByRole('heading', { name: `${future} (moved)`, level: 1 })).toBeVisible();
  await page.getByRole('button', { name: 'Delete' }).click();
  const confirm = page.locator('.ant-popconfirm');
  await expect(confirm.getByText('Delete this meeting?')).toBeVisible();
  await confirm.getByRole('button', { name: 'Delete' }).click();
  await expect(page).toHaveURL(/\/meetings$/);
  await expect(toast(page).getByText('Meeting Deleted')).toBeVisible();
  await expect(table.getByRole('link', { name: `${future} (moved)` })).toHaveCount(0);
  await expect(table.getByRole('link', { name: past })).toBeVisible();
});

test('a MEMBER reads meetings but gets no New Meeting, Edit or Delete', async ({ page }) => {
  const admin = await apiAs(DEFAULT_ADMIN);
  const member = await createUser(admin, 'MEMBER');
  const meeting = await createMeeting(admin, { title: `All-hands ${unique()}`, when: daysFromNow(5), agenda: 'Q&A' });
  await admin.dispose();
  await signIn(page, member);
  await page.goto('/meetings');
  await expect(page.getByRole('link', { name: meeting.title })).toBeVisible();
  await expect(page.getByRole('link', { name: 'New Meeting' })).toHaveCount(0);
  await page.getByRole('link', { name: meeting.title }).click();
  await expect(page.getByRole('heading', { name: meeting.title, level: 1 })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Edit' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Delete' })).toHaveCount(0);
});
