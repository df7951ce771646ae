import { readFileSync } from 'node:fs';
import { expect, type Page, test } from '@playwright/test';
import { apiAs, createUser } from './support/api';
import { expectAxeCleanInBothThemes } from './support/axe';
import { DEFAULT_ADMIN, unique } from './support/data';
import { expectNoSidewaysScroll, PHONE } from './support/phone';
import { createMeeting, daysFromNow } from './support/portal';
import { saveScreenshot } from './support/screenshots';
import { signIn } from './support/session';

/** The cards of the list on /sessions ('Upcoming sessions' or 'Past sessions'). */
const sessionCards = (page: Page, list: 'Upcoming sessions' | 'Past sessions') =>
  page.getByRole('list', { name: list }).getByRole('listitem');

test('a member finds the live sessions, RSVPs, adds one to the calendar and finds a past one with its recording', async ({
  page,
}) => {
  const id = unique();
  const admin = await apiAs(DEFAULT_ADMIN);
  const member = await createUser(admin, 'MEMBER');
  // Sooner than every other journey's sessions, so it is on the first page.
  const upcoming = await createMeeting(admin, {
    title: `Office hours: scaling the platform team ${id}`,
    when: new Date(Date.now() + 60 * 60_000).toISOString(),
    agenda: '1. **Hiring** plans\n2. Questions',
    audience: 'MEMBERS',
    durationMinutes: 90,
    videoUrl: `https://meet.example.com/office-hours-${id}`,
  });
  const past = await createMeeting(admin, {
    title: `Fireside: from CTO to CEO ${id}`,
    when: new Date(Date.now() - 3 * 60 * 60_000).toISOString(),
    audience: 'MEMBERS',
    durationMinutes: 60,
    recordingUrl: `https://video.example.com/fireside-${id}`,
  });
  const leadership = await createMeeting(admin, {
    title: `Leadership staff meeting ${id}`,
    when: daysFromNow(1),
  });
  await admin.dispose();

  await signIn(page, member);
  await page.goto('/dashboard');
  await page.getByRole('navigation').getByRole('link', { name: 'Sessions' }).first().click();
  await expect(page).toHaveURL(/\/sessions$/);
  await expect(page.getByRole('heading', { name: 'Sessions', level: 1 })).toBeVisible();
  const card = sessionCards(page, 'Upcoming sessions').filter({ hasText: upcoming.title });
  await expect(card).toBeVisible();
  await expect(card.getByText('1 h 30 min')).toBeVisible();
  await expect(card.getByText('0 going', { exact: true })).toBeVisible();
  // Leadership's own meetings are not sessions; the call's link shows only while a session is on.
  await expect(page.getByText(leadership.title)).toHaveCount(0);
  await expect(card.getByRole('link', { name: 'Join the call' })).toHaveCount(0);

  await card.getByRole('button', { name: `RSVP to ${upcoming.title}` }).click();
  const going = card.getByRole('button', { name: `Going to ${upcoming.title}: press to cancel` });
  await expect(going).toHaveAttribute('aria-pressed', 'true');
  await expect(card.getByText('1 going (you too)')).toBeVisible();
  // The answer is the server's: a reload keeps it.
  await page.reload();
  await expect(going).toHaveAttribute('aria-pressed', 'true');

  const [download] = await Promise.all([
    page.waitForEvent('download'),
    card.getByRole('link', { name: `Add to calendar: ${upcoming.title}` }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/\.ics$/);
  const ics = readFileSync(await download.path(), 'utf8');
  expect(ics).toContain('BEGIN:VCALENDAR');
  expect(ics).toContain(`UID:${upcoming.id}`);
  expect(ics).toContain(`https://meet.example.com/office-hours-${id}`);

  await page.getByRole('group', { name: 'Show' }).getByRole('button', { name: 'Past' }).click();
  await expect(page).toHaveURL(/\/sessions\?when=past$/);
  const ended = sessionCards(page, 'Past sessions').filter({ hasText: past.title });
  await expect(ended.getByRole('link', { name: 'Watch the recording' })).toHaveAttribute(
    'href',
    `https://video.example.com/fireside-${id}`,
  );
  await expect(ended.getByRole('button', { name: /RSVP/ })).toHaveCount(0);

  await page.goto('/sessions');
  await expect(card).toBeVisible();
  await expectAxeCleanInBothThemes(page, async () => {
    await expect(card).toBeVisible();
  });
  // Back in the light theme the check left saved.
  await page.reload();
  await expect(card).toBeVisible();
  await saveScreenshot(page, 'sessions');

  // Every meeting's page offers the calendar file, leadership's too.
  await page.goto(`/meetings/${leadership.id}`);
  await expect(page.getByRole('link', { name: `Add to calendar: ${leadership.title}` })).toHaveAttribute(
    'href',
    `/api/meetings/${leadership.id}/calendar.ics`,
  );
});

test('at 390 px the sessions fit the screen with their actions under them', async ({ page }) => {
  const id = unique();
  const admin = await apiAs(DEFAULT_ADMIN);
  const member = await createUser(admin, 'MEMBER');
  const session = await createMeeting(admin, {
    title: `Ask me anything: board decks that land ${id}`,
    when: new Date(Date.now() + 30 * 60_000).toISOString(),
    audience: 'MEMBERS',
    durationMinutes: 45,
  });
  await admin.dispose();

  await page.setViewportSize(PHONE);
  await signIn(page, member);
  await page.goto('/sessions');
  const card = sessionCards(page, 'Upcoming sessions').filter({ hasText: session.title });
  await expect(card).toBeVisible();
  await card.getByRole('button', { name: `RSVP to ${session.title}` }).click();
  await expect(card.getByText('1 going (you too)')).toBeVisible();
  await expect(card.getByRole('link', { name: `Add to calendar: ${session.title}` })).toBeInViewport();
  await expectNoSidewaysScroll(page);
});
