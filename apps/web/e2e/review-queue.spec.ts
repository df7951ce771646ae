import { type APIRequestContext, expect, type Locator, type Page, test } from '@playwright/test';
import { toast } from './support/antd';
import { apiAs, createUser, setApplicationStatus, submitApplication } from './support/api';
import { seriousViolations } from './support/axe';
import { applicationFor, DEFAULT_ADMIN, unique } from './support/data';
import { voteAs } from './support/review';
import { signIn } from './support/session';

/** The review queue (/applications) as a reviewer works through it: addresses, filters in the URL, the next one. */

const cards = (page: Page) => page.locator('.application-cards > .ant-collapse-item');

function cardOf(page: Page, applicant: string): Locator {
  return cards(page).filter({ hasText: applicant });
}

/** The card is open (its answers show) and on screen. */
async function expectOpenInView(card: Locator): Promise<void> {
  await expect(card.getByText('Why do you want to join the War Room?')).toBeVisible();
  await expect(card.getByRole('region', { name: 'Votes' })).toBeInViewport();
}

function searchParams(page: Page): URLSearchParams {
  return new URL(page.url()).searchParams;
}

/** `count` applications whose company holds `batch`, oldest first; answers their ids in that order. */
async function submitBatch(admin: APIRequestContext, batch: string, count: number): Promise<string[]> {
  const ids: string[] = [];
  for (let index = 0; index < count; index += 1) {
    const name = `Queue Quentin ${String(index).padStart(3, '0')} ${batch}`;
    ids.push(await submitApplication(admin, applicationFor(name, { currentCompany: `Batch ${batch}` })));
  }
  return ids;
}

test("with 'Needs my vote' on, the application voted on stays open with the votes it revealed; 'Next application' moves on", async ({
  page,
}) => {
  const admin = await apiAs(DEFAULT_ADMIN);
  const ana = await createUser(admin, 'CTO', `Ana Early ${unique()}`);
  const bob = await createUser(admin, 'CTO', `Bob Second ${unique()}`);
  const batch = unique();
  const first = `First Fiona ${batch}`;
  const second = `Second Sam ${batch}`;
  const firstId = await submitApplication(admin, applicationFor(first, { currentCompany: `Batch ${batch}` }));
  const secondId = await submitApplication(admin, applicationFor(second, { currentCompany: `Batch ${batch}` }));
  await setApplicationStatus(admin, firstId, 'VOTING');
  await setApplicationStatus(admin, secondId, 'VOTING');
  await admin.dispose();
  const anaReason = `Not yet: the challenges read thin. ${batch}`;
  await voteAs(ana, firstId, 'REJECT', anaReason);

  await signIn(page, bob);
  await page.goto('/applications');
  await page.getByRole('textbox', { name: 'Search applications' }).fill(batch);
  await page.getByRole('button', { name: /^Needs my vote/ }).click();
  await expect(cards(page)).toHaveCount(2);
  await expect.poll(() => searchParams(page).get('q')).toBe(batch);
  expect(searchParams(page).get('needsMyVote')).toBe('true');

  // Opening a card gives it its address.
  const card = cardOf(page, first);
  await card.getByRole('button', { name: new RegExp(first) }).click();
  await expect.poll(() => searchParams(page).get('id')).toBe(firstId);
  const votes = card.getByRole('region', { name: 'Votes' });
  await expect(votes.getByRole('radio', { name: 'Approve' })).toBeChecked();
  await votes.getByLabel('Reason (optional)').fill('A clear yes from me.');
  await votes.getByRole('button', { name: 'Submit Vote' }).click();
  await expect(toast(page).getByText('Vote Recorded')).toBeVisible();

  // Still there, still open: the votes the vote revealed can be read.
  await expect(votes.getByRole('button', { name: 'Change Vote' })).toBeVisible();
  await expect(votes.getByText('(1 approve, 1 reject, 0 abstain)')).toBeVisible();
  await expect(votes.getByText(anaReason)).toBeVisible();
  await expectOpenInView(card);
  await expect(cards(page)).toHaveCount(2);

  // The next application needing Bob's vote is the newest one open for votes: the second.
  await page.getByRole('button', { name: 'Next application' }).click();
  await expect.poll(() => searchParams(page).get('id')).toBe(secondId);
  await expectOpenInView(cardOf(page, second));
  expect(await seriousViolations(page)).toEqual([]);

  // A reload keeps the filters and the open application.
  await page.reload();
  await expect(page.getByRole('textbox', { name: 'Search applications' })).toHaveValue(batch);
  await expect(page.getByRole('button', { name: /^Needs my vote/ })).toHaveAttribute('aria-pressed', 'true');
  await expect(cards(page)).toHaveCount(1);
  await expectOpenInView(cardOf(page, second));
});

test("an application's address opens it and scrolls to it, in the list or outside what the list shows", async ({
  page,
}) => {
  const admin = await apiAs(DEFAULT_ADMIN);
  const batch = unique();
  const [oldestId] = await submitBatch(admin, batch, 8);
  await admin.dispose();
  const oldest = `Queue Quentin 000 ${batch}`;

  await signIn(page, DEFAULT_ADMIN);
  // In the list: the oldest of the batch, below seven newer cards, opened and scrolled to.
  await page.goto(`/applications?q=${batch}&id=${oldestId}`);
  await expect(cards(page)).toHaveCount(8);
  await expectOpenInView(cardOf(page, oldest));
  await expect(cards(page).filter({ has: page.getByText('Why do you want to join the War Room?') })).toHaveCount(1);

  // Not in the list (a filter leaves it out): fetched by its id and shown, open, above the list.
  await page.goto(`/applications?q=${batch}&status=REJECTED&id=${oldestId}`);
  await expect(page.getByRole('radio', { name: 'REJECTED' })).toBeChecked();
  await expect(page.getByText('No applications found')).toBeVisible();
  const opened = page.getByRole('region', { name: 'Opened application' });
  await expect(opened.getByText('Not in the list below: opened by its address.')).toBeVisible();
  await expectOpenInView(cardOf(page, oldest));
  expect(await seriousViolations(page)).toEqual([]);

  // An id that is no application says so.
  await page.goto(`/applications?id=${'x'.repeat(22)}`);
  await expect(page.getByText('Application not found')).toBeVisible();
});

test('the search, status filter and how many pages are loaded live in the address', async ({ page }) => {
  test.slow();
  const admin = await apiAs(DEFAULT_ADMIN);
  const batch = unique();
  await submitBatch(admin, batch, 101);
  await admin.dispose();

  await signIn(page, DEFAULT_ADMIN);
  await page.goto('/applications');
  await page.getByRole('textbox', { name: 'Search applications' }).fill(batch);
  await expect(page.getByText('Showing 100 of 101')).toBeVisible();
  await expect.poll(() => searchParams(page).get('q')).toBe(batch);
  expect(searchParams(page).get('page')).toBeNull();
  await page.getByRole('button', { name: 'Load more' }).click();
  await expect(page.getByText('Showing 101 of 101')).toBeVisible();
  await expect.poll(() => searchParams(page).get('page')).toBe('2');

  // A reload (or the link, shared) shows the same list, both pages of it.
  await page.reload();
  await expect(page.getByRole('textbox', { name: 'Search applications' })).toHaveValue(batch);
  await expect(page.getByText('Showing 101 of 101')).toBeVisible();
  await expect(cards(page)).toHaveCount(101);

  // A new filter starts from its first page.
  await page.getByRole('radiogroup', { name: 'Filter by status' }).getByText('SUBMITTED', { exact: true }).click();
  await expect.poll(() => searchParams(page).get('status')).toBe('SUBMITTED');
  expect(searchParams(page).get('page')).toBeNull();
  expect(searchParams(page).get('q')).toBe(batch);
  await page.goto(`/applications?q=${batch}&status=ACCEPTED`);
  await expect(page.getByRole('radio', { name: 'ACCEPTED' })).toBeChecked();
  await expect(page.getByText('No applications found')).toBeVisible();
});
