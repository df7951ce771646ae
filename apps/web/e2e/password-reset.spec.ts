import { expect, type Page, test } from '@playwright/test';
import { RESET_LINK_INVALID, RESET_REQUESTED } from '@warroom/contracts';
import { publicToast as toast } from './support/public';
import { apiAs, createUser } from './support/api';
import { type Credentials, DEFAULT_ADMIN, unique } from './support/data';
import { linkIn, MailInbox } from './support/mail';
import { signIn } from './support/session';

const RESET_SUBJECT = 'Reset your War Room password';

async function askForLink(page: Page, email: string): Promise<void> {
  await page.getByLabel('Email').fill(email);
  await page.getByRole('button', { name: 'Send Reset Link' }).click();
}

/** Fills both fields of /reset-password and submits. */
async function setNewPassword(page: Page, password: string, confirmation = password): Promise<void> {
  await page.getByLabel('New Password', { exact: true }).fill(password);
  await page.getByLabel('Confirm New Password').fill(confirmation);
  await page.getByRole('button', { name: 'Reset Password' }).click();
}

async function logIn(page: Page, who: Credentials): Promise<void> {
  await page.getByLabel('Email').fill(who.email);
  await page.getByLabel('Password').fill(who.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

/** The reset page refuses the link, and offers a new one. */
async function expectRefused(page: Page, message: string): Promise<void> {
  await expect(page.getByRole('alert').getByText(message, { exact: true })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Request a New Link' })).toHaveAttribute('href', '/forgot-password');
}

test('a member resets a forgotten password by email: the old one fails, the new one works, other sessions end', async ({
  page,
  browser,
}) => {
  const admin = await apiAs(DEFAULT_ADMIN);
  const member = await createUser(admin, 'MEMBER');
  await admin.dispose();
  const elsewhere = await (await browser.newContext()).newPage();
  await signIn(elsewhere, member);
  await elsewhere.goto('/dashboard');
  await expect(elsewhere.getByRole('heading', { name: 'Dashboard', level: 1 })).toBeVisible();

  await page.goto('/login');
  await page.getByRole('link', { name: 'Forgot password?' }).click();
  await expect(page).toHaveURL(/\/forgot-password$/);
  await expect(page.getByRole('heading', { name: 'Forgot Password', level: 1 })).toBeVisible();
  await page.getByRole('button', { name: 'Send Reset Link' }).click();
  await expect(page.getByText('Valid email required')).toBeVisible();
  await askForLink(page, member.email);
  await expect(page.getByText('Check your email')).toBeVisible();
  await expect(page.getByText(RESET_REQUESTED)).toBeVisible();

  const [email] = await new MailInbox().waitFor(member.email, RESET_SUBJECT);
  const resetLink = linkIn(email!, '/reset-password');
  await page.goto(resetLink);
  await expect(page.getByRole('heading', { name: 'Reset Password', level: 1 })).toBeVisible();
  await setNewPassword(page, 'new-password-1', 'new-password-2');
  await expect(page.getByText('New passwords do not match')).toBeVisible();
  await setNewPassword(page, 'short');
  await expect(page.getByText('Password must be at least 8 characters long')).toBeVisible();
  const newPassword = `reset-${unique()}`;
  await setNewPassword(page, newPassword);
  await expect(toast(page).getByText('Password reset')).toBeVisible();
  await expect(page).toHaveURL(/\/login$/);

  await logIn(page, member);
  await expect(toast(page).getByText('Invalid credentials')).toBeVisible();
  await expect(page).toHaveURL(/\/login$/);
  await logIn(page, { email: member.email, password: newPassword });
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByRole('heading', { name: 'Dashboard', level: 1 })).toBeVisible();

  await elsewhere.goto('/profile');
  await expect(elsewhere).toHaveURL(/\/login\?next=\/profile$/);
  await elsewhere.context().close();

  // The link works once.
  await page.goto(resetLink);
  await setNewPassword(page, `again-${unique()}`);
  await expectRefused(page, RESET_LINK_INVALID);
});

test('a reset link that was never issued, or is no link at all, says it is not valid', async ({ page }) => {
  await page.goto(`/reset-password?token=${unique()}`);
  await setNewPassword(page, 'a-long-password');
  await expectRefused(page, 'This reset link is not valid');
  await page.goto('/reset-password');
  await expectRefused(page, 'This reset link is not valid');
  await expect(page.getByRole('button', { name: 'Reset Password' })).toHaveCount(0);
});

test('past 3 requests for one email in an hour, the page shows the server refusal', async ({ browser }) => {
  // An address of its own (the test stack trusts X-Forwarded-For), so this run's other requests keep theirs.
  const address = `10.${[0, 0, 0].map(() => Math.floor(Math.random() * 250) + 1).join('.')}`;
  const context = await browser.newContext({ extraHTTPHeaders: { 'X-Forwarded-For': address } });
  const page = await context.newPage();
  const email = `nobody-${unique()}@example.com`;
  for (let asked = 0; asked < 3; asked++) {
    await page.goto('/forgot-password');
    await askForLink(page, email);
    await expect(page.getByText(RESET_REQUESTED)).toBeVisible();
  }
  await page.goto('/forgot-password');
  await askForLink(page, email);
  await expect(page.getByText('The reset link was not sent')).toBeVisible();
  await expect(page.getByText('Too many password reset requests. Try again later.')).toBeVisible();
  await context.close();
});
