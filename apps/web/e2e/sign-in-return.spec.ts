import { expect, type Page, test } from '@playwright/test';
import { apiAs, createUser, type CreatedUser, warroomUrl } from './support/api';
import { DEFAULT_ADMIN, unique } from './support/data';
import { createObjective } from './support/portal-records';
import { publicToast } from './support/public';

/** A signed-out visit to a portal page goes to /login and, once signed in, back to that page. */

async function signInWithForm(page: Page, who: CreatedUser): Promise<void> {
  await page.getByLabel('Email').fill(who.email);
  await page.getByLabel('Password').fill(who.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(publicToast(page).getByText('Login successful')).toBeVisible();
}

test('a signed-out visit to an objective returns to it after signing in', async ({ page }) => {
  const admin = await apiAs(DEFAULT_ADMIN);
  const member = await createUser(admin, 'MEMBER');
  const objective = await createObjective(admin, { title: `Return after sign-in ${unique()}`, keyResults: [] });
  await admin.dispose();

  const path = `/okr/${objective.id}`;
  await page.goto(path);
  await expect(page).toHaveURL(new RegExp(`/login\\?next=${path}$`));
  await expect(page.getByRole('heading', { name: 'Member Login', level: 1 })).toBeVisible();
  await signInWithForm(page, member);
  await expect(page).toHaveURL(new RegExp(`${path}$`));
  await expect(page.getByRole('heading', { name: objective.title, level: 1 })).toBeVisible();
});

test("a page's query survives the detour; /login itself still leads to /dashboard", async ({ page, browser }) => {
  const admin = await apiAs(DEFAULT_ADMIN);
  const reviewer = await createUser(admin, 'CTO');
  await admin.dispose();

  await page.goto('/applications?status=VOTING&q=ada');
  await expect(page).toHaveURL(/\/login\?next=\/applications%3Fstatus%3DVOTING%26q%3Dada$/);
  await signInWithForm(page, reviewer);
  await expect(page).toHaveURL(/\/applications\?status=VOTING&q=ada$/);
  await expect(page.getByRole('heading', { name: 'Applications', level: 1 })).toBeVisible();

  const fresh = await (await browser.newContext({ baseURL: warroomUrl() })).newPage();
  await fresh.goto('/login');
  await signInWithForm(fresh, reviewer);
  await expect(fresh).toHaveURL(/\/dashboard$/);
  await fresh.context().close();
});

test('a next that is not a path of this site is ignored: the member lands on /dashboard', async ({ browser }) => {
  const admin = await apiAs(DEFAULT_ADMIN);
  const member = await createUser(admin, 'MEMBER');
  await admin.dispose();
  const origin = new URL(warroomUrl()).origin;
  for (const next of ['https://evil.example/okr', '//evil.example/okr', '/\\evil.example/okr', 'javascript:alert(1)']) {
    const page = await (await browser.newContext({ baseURL: origin })).newPage();
    await page.goto(`/login?next=${encodeURIComponent(next)}`);
    await signInWithForm(page, member);
    await expect(page).toHaveURL(`${origin}/dashboard`);
    await page.context().close();
  }
});
