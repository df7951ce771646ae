import { type Browser, expect, type Page, test } from '@playwright/test';
import { INVITATION_EXPIRED, INVITATION_REVOKED, INVITATION_USED } from '@warroom/contracts';
import { chooseOption, toast } from './support/antd';
import { publicToast } from './support/public';
import { applyThroughWizard } from './support/apply';
import { DEFAULT_ADMIN, unique } from './support/data';
import { linkIn, MailInbox, statusLinkIn } from './support/mail';
import { saveScreenshot } from './support/screenshots';
import { cardStatus, chooseStatus, openCard, pageOf, submitDecision } from './support/review';
import { signIn } from './support/session';

const INVITED = 'You are invited to the War Room';

/** Sets the password on /join and lands on /dashboard, signed in. */
async function join(page: Page, password: string): Promise<void> {
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByLabel('Confirm Password').fill(password);
  await page.getByRole('button', { name: 'Join the War Room' }).click();
  await expect(publicToast(page).getByText('Welcome to the War Room')).toBeVisible();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByRole('heading', { name: 'Dashboard', level: 1 })).toBeVisible();
}

/** The join page refuses the link with the server's message, and offers the login. */
async function expectRefused(page: Page, message: string): Promise<void> {
  await expect(page.getByRole('alert').getByText(message, { exact: true })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Go to Member Login' })).toHaveAttribute('href', '/login');
  await expect(page.getByRole('button', { name: 'Join the War Room' })).toHaveCount(0);
}

/** A page in a browser context of its own (no admin cookie). */
async function freshPage(browser: Browser): Promise<Page> {
  return (await browser.newContext()).newPage();
}

test('an accepted applicant joins through the emailed link and lands on /dashboard as a MEMBER', async ({
  page,
  browser,
}) => {
  const inbox = new MailInbox();
  const id = unique();
  const applicant = { name: `Grace Joiner ${id}`, email: `grace-${id}@example.com`, company: 'Compilers Inc' };
  const applicationId = await applyThroughWizard(page, applicant);

  const [received] = await inbox.waitFor(applicant.email, 'We received your application');
  expect(received?.text).toContain(applicationId);
  await page.goto(statusLinkIn(received!));
  await expect(page.getByRole('heading', { name: 'Your Application' })).toBeVisible();
  await expect(page.locator('.application-id')).toHaveText(applicationId);

  // The admin accepts it on the review screen, with a reason (in a browser of their own).
  const reason = `A builder of compilers and teams (${id}).`;
  const adminPage = await pageOf(browser, DEFAULT_ADMIN);
  const card = await openCard(adminPage, applicant.name);
  const dialog = await chooseStatus(adminPage, card, 'ACCEPTED');
  await dialog.getByRole('button', { name: 'Decide Anyway' }).click();
  await submitDecision(adminPage, dialog, reason);
  await expect(cardStatus(card, applicant.name, 'ACCEPTED')).toBeVisible();
  await adminPage.context().close();
  const [welcome] = await inbox.waitFor(applicant.email, 'Welcome to the War Room');
  expect(welcome?.text).toContain(reason);
  const joinLink = linkIn(welcome!, '/join');

  await page.goto(joinLink);
  await expect(page.getByRole('heading', { name: 'Join the War Room', level: 1 })).toBeVisible();
  await expect(page.getByLabel('Email')).toHaveValue(applicant.email);
  await expect(page.getByLabel('Email')).not.toBeEditable();
  await expect(page.getByLabel('Name')).toHaveValue(applicant.name);
  await expect(page.getByText(/^Invited as MEMBER/)).toBeVisible();
  await saveScreenshot(page, 'join');

  // Change password's rules and messages.
  await page.getByRole('button', { name: 'Join the War Room' }).click();
  await expect(page.getByText('New password is required')).toBeVisible();
  await page.getByLabel('Password', { exact: true }).fill('short');
  await page.getByLabel('Confirm Password').fill('shorter');
  await page.getByRole('button', { name: 'Join the War Room' }).click();
  await expect(page.getByText('New passwords do not match')).toBeVisible();
  await page.getByLabel('Confirm Password').fill('short');
  await page.getByRole('button', { name: 'Join the War Room' }).click();
  await expect(page.getByText('Password must be at least 8 characters long')).toBeVisible();

  await join(page, `joined-${id}`);
  await expect(page.locator('.app-topbar__user')).toHaveText(applicant.name);
  const nav = page.getByRole('navigation', { name: 'Main' });
  await expect(nav.getByRole('link', { name: 'OKRs' })).toBeVisible();
  await expect(nav.getByRole('link', { name: 'Applications' })).toHaveCount(0);
  await page.goto('/okr');
  await expect(page.getByRole('heading', { name: 'Objectives & Key Results' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'New Objective' })).toHaveCount(0);

  await page.goto(joinLink);
  await expectRefused(page, INVITATION_USED);
});

test('an admin invites a CTO from /admin, resends the link and revokes another invitation', async ({
  page,
  browser,
}) => {
  const inbox = new MailInbox();
  const id = unique();
  const email = `cto-invitee-${id}@example.com`;
  await signIn(page, DEFAULT_ADMIN);
  await page.goto('/admin');

  await page.getByRole('button', { name: 'Invite', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Invite' });
  await expect(dialog.getByRole('form', { name: 'Invite' })).toBeVisible();
  await dialog.getByRole('button', { name: 'Send Invitation' }).click();
  await expect(dialog.getByText('Valid email required')).toBeVisible();
  await dialog.getByLabel('Email').fill(email);
  await chooseOption(page, dialog.getByLabel('Role'), 'CTO');
  await dialog.getByLabel('Name').fill(`Ciara CTO ${id}`);
  await dialog.getByRole('button', { name: 'Send Invitation' }).click();
  await expect(toast(page).getByText('Invitation Sent')).toBeVisible();
  await expect(dialog).toBeHidden();

  const invitations = page.getByRole('region', { name: 'Invitations' });
  const row = invitations.getByRole('row').filter({ hasText: email });
  await expect(row.getByText('PENDING', { exact: true })).toBeVisible();
  await expect(row.getByText('CTO', { exact: true })).toBeVisible();
  await expect(row.getByRole('cell', { name: DEFAULT_ADMIN.email })).toBeVisible();
  const [first] = await inbox.waitFor(email, INVITED);

  await row.getByRole('button', { name: `Resend the invitation to ${email}` }).click();
  await expect(toast(page).getByText('Invitation Resent')).toBeVisible();
  const second = (await inbox.waitFor(email, INVITED, { count: 2 }))[1];

  const invitee = await freshPage(browser);
  await invitee.goto(linkIn(first!, '/join'));
  await expectRefused(invitee, INVITATION_EXPIRED);
  await invitee.goto(linkIn(second!, '/join'));
  await expect(invitee.getByText(/^Invited as CTO/)).toBeVisible();
  await join(invitee, `cto-pass-${id}`);
  await expect(
    invitee.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Applications' }),
  ).toBeVisible();
  await invitee.context().close();

  // An active user's email: the server's 409, in the form.
  await page.getByRole('button', { name: 'Invite', exact: true }).click();
  await dialog.getByLabel('Email').fill(email);
  await dialog.getByRole('button', { name: 'Send Invitation' }).click();
  await expect(dialog.getByText('The invitation was not sent')).toBeVisible();
  await expect(dialog.getByText('An active user with this email already exists')).toBeVisible();
  await dialog.getByRole('button', { name: 'Cancel' }).click();

  const revokedEmail = `revoked-${id}@example.com`;
  await page.getByRole('button', { name: 'Invite', exact: true }).click();
  await dialog.getByLabel('Email').fill(revokedEmail);
  await dialog.getByRole('button', { name: 'Send Invitation' }).click();
  await expect(dialog).toBeHidden();
  const [revokedMail] = await inbox.waitFor(revokedEmail, INVITED);
  const revokedRow = invitations.getByRole('row').filter({ hasText: revokedEmail });
  await revokedRow.getByRole('button', { name: `Revoke the invitation to ${revokedEmail}` }).click();
  await page.locator('.ant-popconfirm').getByRole('button', { name: 'Revoke' }).click();
  await expect(toast(page).getByText('Invitation Revoked')).toBeVisible();
  await expect(revokedRow.getByText('REVOKED', { exact: true })).toBeVisible();
  await expect(revokedRow.getByRole('button')).toHaveCount(0);
  await expect(row.getByText('ACCEPTED', { exact: true })).toBeVisible();

  const stranger = await freshPage(browser);
  await stranger.goto(linkIn(revokedMail!, '/join'));
  await expectRefused(stranger, INVITATION_REVOKED);
  await stranger.context().close();

  // Clicking Revoke scrolled the table sideways; the screenshot shows it from its first column.
  await invitations.evaluate((region) => region.scrollTo(0, 0));
  await saveScreenshot(page, 'invitations', page.locator('.ant-card').filter({ has: invitations }));
});

test('a link that was never issued, or is no link at all, says it is not valid', async ({ page }) => {
  for (const path of [`/join?token=${unique()}`, '/join', '/join?token=not%20a%20token']) {
    await page.goto(path);
    await expectRefused(page, 'This invitation link is not valid');
  }
});
