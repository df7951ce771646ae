import { type Browser, expect, type Locator, type Page } from '@playwright/test';
import type { ApplicationStatus, VoteValue } from '@warroom/contracts';
import { toast } from './antd';
import { apiAs, warroomUrl } from './api';
import type { Credentials } from './data';
import { signIn } from './session';

/** POST /api/applications/{id}/vote as `who`. */
export async function voteAs(who: Credentials, id: string, vote: VoteValue, reason?: string): Promise<void> {
  const api = await apiAs(who);
  const response = await api.post(`/api/applications/${id}/vote`, { data: { vote, reason } });
  expect(response.status(), await response.text()).toBe(200);
  await api.dispose();
}

/** POST /api/applications/{id}/comments as `who`. */
export async function commentAs(who: Credentials, id: string, comment: string): Promise<void> {
  const api = await apiAs(who);
  const response = await api.post(`/api/applications/${id}/comments`, { data: { comment } });
  expect(response.status(), await response.text()).toBe(201);
  await api.dispose();
}

/** POST /api/applications/{id}/recuse as `who`. */
export async function recuseAs(who: Credentials, id: string, reason?: string): Promise<void> {
  const api = await apiAs(who);
  const response = await api.post(`/api/applications/${id}/recuse`, { data: { reason } });
  expect(response.status(), await response.text()).toBe(200);
  await api.dispose();
}

/** What `GET /api/applications?needsMyVote=true` counts for `who` (its X-Total-Count). */
export async function needsMyVoteTotal(who: Credentials): Promise<number> {
  const api = await apiAs(who);
  const response = await api.get('/api/applications?needsMyVote=true&limit=1');
  expect(response.status(), await response.text()).toBe(200);
  const total = Number(response.headers()['x-total-count']);
  await api.dispose();
  return total;
}

/** A browser of its own, signed in as `who` (another reviewer beside the test's page). */
export async function pageOf(browser: Browser, who: Credentials): Promise<Page> {
  const page = await (await browser.newContext({ baseURL: warroomUrl() })).newPage();
  await signIn(page, who);
  return page;
}

/** Searches the review list for one applicant and expands their card; returns the card. */
export async function openCard(page: Page, applicantName: string): Promise<Locator> {
  await page.goto('/applications');
  await expect(page.getByRole('heading', { name: 'Applications', level: 1 })).toBeVisible();
  await page.getByRole('textbox', { name: 'Search applications' }).fill(applicantName);
  const card = page.locator('.application-cards > .ant-collapse-item').filter({ hasText: applicantName });
  await expect(card).toHaveCount(1);
  await expect(page.locator('.application-cards > .ant-collapse-item')).toHaveCount(1);
  await card.getByRole('button', { name: new RegExp(applicantName) }).click();
  await expect(card.getByText('Why do you want to join the War Room?')).toBeVisible();
  return card;
}

/** The sidebar's Applications link, named with how many applications wait for the user's vote (none: no count). */
export function applicationsNavLink(page: Page, waiting: number): Locator {
  const name =
    waiting === 0 ? 'Applications' : `Applications, ${waiting} ${waiting === 1 ? 'needs' : 'need'} your vote`;
  return page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name, exact: true });
}

/** The status an application's card shows in its header. */
export function cardStatus(card: Locator, applicantName: string, status: ApplicationStatus): Locator {
  return card.getByRole('button', { name: new RegExp(applicantName) }).getByText(status, { exact: true });
}

/**
 * As an admin: 'Change Status', then a status from its menu; returns the dialog a decision opens
 * ('Set {applicant} to ACCEPTED'), once it shows, so that a failure says which step failed.
 */
export async function chooseStatus(page: Page, card: Locator, status: ApplicationStatus): Promise<Locator> {
  const label = status.replaceAll('_', ' ');
  await card.getByRole('button', { name: 'Change Status' }).click();
  const item = page.getByRole('menuitem', { name: label });
  await expect(item).toBeVisible();
  await item.click();
  const dialog = page.getByRole('dialog', { name: new RegExp(` to ${label}$`) });
  await expect(dialog).toBeVisible();
  return dialog;
}

/** Gives the decision's reason and sets the status: 'Status Updated', and the dialog closes. */
export async function submitDecision(page: Page, dialog: Locator, reason: string): Promise<void> {
  await dialog.getByLabel('Decision reason').fill(reason);
  await dialog.getByRole('button', { name: 'Update Status' }).click();
  await expect(toast(page).getByText('Status Updated')).toBeVisible();
  await expect(dialog).toBeHidden();
}
