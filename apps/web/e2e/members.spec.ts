import { expect, type Page, test } from '@playwright/test';
import { toast } from './support/antd';
import { apiAs, createUser, setApplicationStatus, submitApplication } from './support/api';
import { expectAxeCleanInBothThemes } from './support/axe';
import { applicationFor, type Credentials, DEFAULT_ADMIN, unique } from './support/data';
import { linkIn, MailInbox } from './support/mail';
import { seedShowcaseMembers, updateProfileAs } from './support/members';
import { expectNoSidewaysScroll, PHONE } from './support/phone';
import { saveScreenshot } from './support/screenshots';
import { signIn } from './support/session';

/** The directory's cards. */
const memberCards = (page: Page) => page.getByRole('list', { name: 'Members' }).getByRole('listitem');

/** Sets the password on /join; the new member lands on /dashboard, signed in. */
async function joinWith(page: Page, link: string, password: string): Promise<void> {
  await page.goto(link);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByLabel('Confirm Password').fill(password);
  await page.getByRole('button', { name: 'Join the War Room' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByRole('heading', { name: 'Dashboard', level: 1 })).toBeVisible();
}

test('a new member completes the prefilled profile on first sign-in; another member finds them by a chip and a word of their headline', async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  const inbox = new MailInbox();
  const id = unique();
  const company = `Ledgerline ${id}`;
  const linkedinUrl = `https://www.linkedin.com/in/nadia-${id}`;
  const application = applicationFor(`Nadia Okoro ${id}`, {
    currentRole: 'VP Engineering',
    currentCompany: company,
    linkedinUrl,
    expertise: ['Data Engineering', 'Security'],
    industry: 'FinTech',
    stage: 'FOUNDER',
  });
  const admin = await apiAs(DEFAULT_ADMIN);
  const applicationId = await submitApplication(admin, application);
  await setApplicationStatus(admin, applicationId, 'ACCEPTED', 'A builder of ledgers and teams.');
  const finder = await createUser(admin, 'MEMBER');
  await seedShowcaseMembers(admin);
  await admin.dispose();
  const [welcome] = await inbox.waitFor(application.applicantEmail, 'Welcome to the War Room');

  // First sign-in: the dashboard offers 'Complete your profile'.
  await joinWith(page, linkIn(welcome!, '/join'), `pw-${id}-long`);
  const prompt = page.getByRole('alert').filter({ hasText: 'Complete your profile' });
  await expect(prompt).toBeVisible();
  await prompt.getByRole('link', { name: 'Complete your profile' }).click();
  await expect(page).toHaveURL(/\/profile$/);

  // The form holds what the application said; the preview shows what members will see.
  const form = page.getByRole('form', { name: 'Your profile' });
  await expect(form.getByLabel('Headline')).toHaveValue(`VP Engineering at ${company}`);
  await expect(form.getByLabel('Company')).toHaveValue(company);
  await expect(form.getByLabel('LinkedIn URL')).toHaveValue(linkedinUrl);
  for (const [group, prefilled] of [
    ['Expertise', 'Data Engineering'],
    ['Expertise', 'Security'],
    ['Industry', 'FinTech'],
    ['Stage', 'Founder'],
  ] as const) {
    await expect(form.getByRole('group', { name: group }).getByRole('button', { name: prefilled })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
  }
  const preview = page.locator('.profile-preview');
  await expect(preview.getByRole('heading', { name: application.applicantName, level: 2 })).toBeVisible();
  await expect(preview.locator('[aria-current="step"]')).toContainText('Founder');

  const bio = 'Scaled a payments data platform from 3 to 40 engineers.';
  await form.getByLabel('Location').fill('Lisbon');
  await form.getByLabel('Bio').fill(bio);
  await form.getByRole('group', { name: 'Open to' }).getByRole('button', { name: 'Advising' }).click();
  await expect(preview.getByText(bio)).toBeVisible();
  await expect(preview.getByText('Advising', { exact: true })).toBeVisible();
  await form.getByRole('button', { name: 'Save Profile' }).click();
  await expect(toast(page).getByText('Profile saved', { exact: true })).toBeVisible();
  await saveScreenshot(page, 'profile');

  // Saved: the dashboard no longer asks.
  await page.goto('/dashboard');
  await expect(page.getByRole('heading', { name: 'Dashboard', level: 1 })).toBeVisible();
  await expect(page.getByText(/needs? attention$/)).toBeVisible();
  await expect(page.getByRole('alert').filter({ hasText: 'Complete your profile' })).toHaveCount(0);

  // Another member finds them from the sidebar, by an expertise chip and a word of their headline.
  const finderPage = await (await browser.newContext()).newPage();
  await signIn(finderPage, finder);
  await finderPage.goto('/dashboard');
  await finderPage.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Members' }).click();
  await expect(finderPage.getByRole('heading', { name: 'Members', level: 1 })).toBeVisible();
  await finderPage.getByRole('group', { name: 'Expertise' }).getByRole('button', { name: 'Data Engineering' }).click();
  await expect(finderPage).toHaveURL(/[?&]expertise=Data\+Engineering/);
  // The last word as a prefix: 'ledgerl' finds 'Ledgerline'.
  await finderPage.getByRole('textbox', { name: 'Search members' }).fill(`${id} ledgerl`);
  await expect(finderPage).toHaveURL(new RegExp(`[?&]q=${id}\\+ledgerl`));
  await expect(memberCards(finderPage)).toHaveCount(1);
  const card = memberCards(finderPage).first();
  await expect(card.getByRole('heading', { name: application.applicantName })).toBeVisible();
  for (const text of [`VP Engineering at ${company}`, 'Founder', 'Data Engineering', 'Open to advising']) {
    await expect(card.getByText(text, { exact: true })).toBeVisible();
  }

  // The address keeps the search and the chip: a reload finds the same member.
  await finderPage.reload();
  await expect(finderPage.getByRole('button', { name: 'Data Engineering' })).toHaveAttribute('aria-pressed', 'true');
  await expect(finderPage.getByRole('textbox', { name: 'Search members' })).toHaveValue(`${id} ledgerl`);
  await expect(memberCards(finderPage)).toHaveCount(1);
  // A chip that does not match takes them away; releasing it brings them back.
  await finderPage.getByRole('group', { name: 'Stage' }).getByRole('button', { name: 'Kingsman' }).click();
  await expect(finderPage.getByText('No members match your search and filters')).toBeVisible();
  await finderPage.getByRole('group', { name: 'Stage' }).getByRole('button', { name: 'Kingsman' }).click();
  await expect(memberCards(finderPage)).toHaveCount(1);

  // Their page: the path with their stage marked, the LinkedIn link, no email (not shared).
  await card.getByRole('link', { name: application.applicantName }).click();
  await expect(finderPage.getByRole('heading', { name: application.applicantName, level: 1 })).toBeVisible();
  const step = finderPage.locator('[aria-current="step"]');
  await expect(step).toContainText('Founder');
  await expect(step).toContainText(/^FounderSince \w{3} \d{1,2}, \d{4}$/);
  await expect(finderPage.getByRole('link', { name: 'LinkedIn' })).toHaveAttribute('href', linkedinUrl);
  await expect(finderPage.getByText(application.applicantEmail)).toHaveCount(0);
  await expect(finderPage.getByText(bio)).toBeVisible();
  await expectAxeCleanInBothThemes(finderPage, async () => {
    await expect(finderPage.getByRole('heading', { name: application.applicantName, level: 1 })).toBeVisible();
  });

  await finderPage.goto('/members?openTo=ADVISING');
  await expect(memberCards(finderPage).first()).toBeVisible();
  await expectAxeCleanInBothThemes(finderPage, async () => {
    await expect(memberCards(finderPage).first()).toBeVisible();
  });
  await finderPage.context().close();
});

test('at 390 px a member finds another with the chips folded under Filters, and cards and profile fit the screen', async ({
  page,
}) => {
  const id = unique();
  const admin = await apiAs(DEFAULT_ADMIN);
  const found = await createUser(admin, 'CTO', `Priya Raman ${id}`);
  const finder: Credentials = await createUser(admin, 'MEMBER');
  await admin.dispose();
  await updateProfileAs(found, {
    headline: `Head of Platform at Quanta ${id}`,
    expertise: ['Cloud Infrastructure', 'Security', 'DevOps/SRE', 'Architecture'],
    stage: 'SOVEREIGN',
    openTo: ['SPEAKING', 'HIRING'],
    shareEmail: true,
    bio: 'Runs a platform of 400 services across three clouds, and the team that keeps it boring.',
  });

  await page.setViewportSize(PHONE);
  await signIn(page, finder);
  await page.goto('/members');
  await expect(page.getByRole('heading', { name: 'Members', level: 1 })).toBeVisible();
  // The chips fold under 'Filters' on a phone.
  await expect(page.getByRole('group', { name: 'Expertise' })).toBeHidden();
  await page.getByRole('button', { name: 'Filters' }).click();
  await page.getByRole('group', { name: 'Open to' }).getByRole('button', { name: 'Speaking' }).click();
  await expect(page.getByRole('button', { name: 'Filters (1)' })).toBeVisible();
  await page.getByRole('textbox', { name: 'Search members' }).fill(`${id} quan`);
  await expect(memberCards(page)).toHaveCount(1);
  // Folded again, the chips make way for the cards.
  await page.getByRole('button', { name: 'Filters (1)' }).click();
  await expect(page.getByRole('group', { name: 'Open to' })).toBeHidden();
  await expect(memberCards(page).first().getByText('+1', { exact: true })).toBeVisible();
  await expectNoSidewaysScroll(page);
  await saveScreenshot(page, 'mobile-members');

  await memberCards(page).first().getByRole('link', { name: found.name }).click();
  await expect(page.getByRole('heading', { name: found.name, level: 1 })).toBeVisible();
  await expect(page.locator('[aria-current="step"]')).toContainText('Sovereign');
  // Shared: the email is on the profile.
  await expect(page.getByRole('link', { name: found.email })).toHaveAttribute('href', `mailto:${found.email}`);
  await expectNoSidewaysScroll(page);
});

test('the directory for the README: members with their stages, expertise and what they are open to', async ({
  page,
}) => {
  const admin = await apiAs(DEFAULT_ADMIN);
  await seedShowcaseMembers(admin);
  await admin.dispose();
  await signIn(page, DEFAULT_ADMIN);
  await page.goto('/members?openTo=ADVISING');
  await expect(page.getByRole('heading', { name: 'Amara Okafor' })).toBeVisible();
  await saveScreenshot(page, 'members');
  await page.getByRole('link', { name: 'Amara Okafor' }).click();
  await expect(page.getByRole('heading', { name: 'Amara Okafor', level: 1 })).toBeVisible();
  await saveScreenshot(page, 'member-profile');
});
