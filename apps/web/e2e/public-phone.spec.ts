import { expect, type Locator, type Page, test } from '@playwright/test';
import { apiAs, submitApplication } from './support/api';
import { seriousViolations } from './support/axe';
import { applicationFor, DEFAULT_ADMIN, unique } from './support/data';
import { linkIn, MailInbox } from './support/mail';
import { PHONE } from './support/phone';

test.use({ viewport: PHONE });

type PublicScreen = { path: () => string; name: string; ready: (page: Page) => Locator };

const heading = (name: string) => (page: Page) => page.getByRole('heading', { name, level: 1 });

/** Live links, so that /join and /reset-password show their forms, not their refusals. */
let links: { join: string; reset: string; status: string };

test.beforeAll(async () => {
  const inbox = new MailInbox();
  const admin = await apiAs(DEFAULT_ADMIN);
  const id = unique();
  const invitee = `phone-invitee-${id}@example.com`;
  const invited = await admin.post('/api/admin/invitations', { data: { email: invitee, role: 'MEMBER' } });
  expect(invited.status(), await invited.text()).toBe(201);
  const applicationId = await submitApplication(admin, applicationFor(`Phone Applicant ${id}`));
  await admin.dispose();
  const asked = await (
    await apiAs(DEFAULT_ADMIN)
  ).post('/api/auth/forgot-password', {
    data: { email: DEFAULT_ADMIN.email },
  });
  expect(asked.status(), await asked.text()).toBe(202);
  const [invitation] = await inbox.waitFor(invitee, 'You are invited to the War Room');
  const resets = await inbox.waitFor(DEFAULT_ADMIN.email, 'Reset your War Room password');
  links = {
    join: linkIn(invitation!, '/join'),
    reset: linkIn(resets.at(-1)!, '/reset-password'),
    status: `/application-status?id=${applicationId}`,
  };
});

const SCREENS: readonly PublicScreen[] = [
  { name: '/', path: () => '/', ready: (page) => page.locator('h1#hero-title') },
  { name: '/apply', path: () => '/apply', ready: (page) => page.getByText('Step 1 of 3') },
  { name: '/application-status', path: () => '/application-status', ready: heading('Application Status') },
  {
    name: '/application-status?id={id}',
    path: () => links.status,
    ready: (page) => page.getByRole('heading', { name: 'Your Application' }),
  },
  { name: '/login', path: () => '/login', ready: heading('Member Login') },
  { name: '/forgot-password', path: () => '/forgot-password', ready: heading('Forgot Password') },
  {
    name: '/reset-password?token={token}',
    path: () => links.reset,
    ready: (page) => page.getByLabel('Confirm New Password'),
  },
  { name: '/join?token={token}', path: () => links.join, ready: (page) => page.getByLabel('Confirm Password') },
];

for (const screen of SCREENS) {
  test(`at 390 px ${screen.name} is no wider than the screen, and axe finds nothing`, async ({ page }) => {
    await page.goto(screen.path());
    await expect(screen.ready(page)).toBeVisible();
    const width = await page.evaluate(() => (document.scrollingElement ?? document.documentElement).scrollWidth);
    expect(width, 'the document is wider than the phone').toBeLessThanOrEqual(PHONE.width);
    // Whatever the header shows sits whole on the screen (no section link cut off at its edge).
    for (const link of await page.locator('header a:visible, header button:visible').all()) {
      const box = await link.boundingBox();
      expect(box, 'a header control has a box').not.toBeNull();
      expect((box?.x ?? 0) + (box?.width ?? 0), `${await link.innerText()} ends on screen`).toBeLessThanOrEqual(
        PHONE.width,
      );
    }
    expect(await seriousViolations(page)).toEqual([]);
  });
}

test("at 390 px the landing page's own phone rules win over the shell's: no section links in the header", async ({
  page,
}) => {
  await page.goto('/');
  await expect(page.locator('h1#hero-title')).toBeVisible();
  // The landing page hides its section links below 640 px (the sections are one scroll away).
  await expect(page.getByRole('banner').getByRole('link', { name: 'How it works' })).toBeHidden();
  await expect(page.getByRole('navigation', { name: 'Sections' })).toBeHidden();
  await expect(page.getByRole('banner').getByRole('link', { name: 'Member Login' })).toBeInViewport({ ratio: 1 });
});
