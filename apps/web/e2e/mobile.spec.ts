import { expect, type Locator, type Page, test } from '@playwright/test';
import { apiAs, type CreatedUser, createUser, submitApplication } from './support/api';
import { applicationFor, DEFAULT_ADMIN, unique } from './support/data';
import { expectNoSidewaysScroll, expectPhoneShell, expectShown, PHONE } from './support/phone';
import { createDecision, createDocument, createMeeting, createMetric, daysFromNow } from './support/portal';
import { createInitiative, createObjective } from './support/portal-records';
import { saveScreenshot } from './support/screenshots';
import { seedShowcase } from './support/showcase';
import { signIn } from './support/session';

test.use({ viewport: PHONE });

/** What this file adds to the lists, so that none of them is empty and each shows its own. */
type Records = {
  admin: CreatedUser;
  objective: string;
  keyResult: string;
  initiative: string;
  decision: string;
  meeting: string;
  document: string;
  metric: string;
  applicant: string;
  invitee: string;
};

let records: Records;

test.beforeAll(async () => {
  const id = unique();
  const api = await apiAs(DEFAULT_ADMIN);
  // The screenshots' realistic records, beside this file's own.
  await seedShowcase(api);
  // A real person's long name and email: the widest a row gets.
  const admin = await createUser(api, 'ADMIN', 'Alexandra Montgomery-Whitfield');
  const keyResult = 'Screens that fit a phone';
  const objective = await createObjective(api, {
    title: 'Ship a portal that works on a phone',
    keyResults: [{ title: keyResult, current: 3, target: 12, unit: 'screens' }],
  });
  const initiative = await createInitiative(api, {
    title: 'Mobile layout for every list',
    description: 'Every list readable at 390 px, with nothing cut off and no sideways scrolling at all.',
    status: 'IN_PROGRESS',
    rag: 'AMBER',
    dueDate: '2027-06-30',
  });
  const decision = await createDecision(api, {
    title: 'Stack table rows as cards on phones',
    status: 'PROPOSED',
    context: 'Tables of five columns do not fit 390 px; the rest of each row was cut off.',
  });
  // Ahead of the others: the meetings list is newest first by its time.
  const meeting = await createMeeting(api, {
    title: 'Quarterly architecture review',
    when: daysFromNow(21),
    agenda: 'Platform roadmap, the hiring plan and the incident review.',
  });
  const document = await createDocument(api, {
    title: 'Incident response playbook',
    markdown: 'Who is paged, who talks to customers, and when the incident is closed.',
  });
  const metric = await createMetric(
    api,
    { key: `weekly-active-members-${id}`, label: 'Weekly active members', unit: 'members' },
    [
      [2, 40],
      [1, 46],
    ],
  );
  const applicant = 'Priya Raman';
  await submitApplication(api, applicationFor(applicant));
  const invitee = `invitee-${id}@example.com`;
  const invited = await api.post('/api/admin/invitations', { data: { email: invitee, role: 'CTO', name: 'Sam Lee' } });
  expect(invited.status(), await invited.text()).toBe(201);
  await api.dispose();
  records = {
    admin,
    objective: objective.title,
    keyResult,
    initiative: initiative.title,
    decision: decision.title,
    meeting: meeting.title,
    document: document.title,
    metric: metric.label,
    applicant,
    invitee,
  };
});

type ListPage = {
  path: string;
  /** The page's name in the top bar (its sidebar item). */
  section: string;
  /** The area the key fields are in (the list, or the page's main). */
  area: (page: Page) => Locator;
  /** Its records' key fields, as the page shows them. */
  fields: () => (string | RegExp)[];
};

const main = (page: Page) => page.getByRole('main');
/** The card of one record in a list that shows its rows as cards on a phone. */
const item = (list: string, title: () => string) => (page: Page) =>
  page.getByRole('list', { name: list }).getByRole('listitem').filter({ hasText: title() });
const within = (selector: string, title: () => string) => (page: Page) =>
  page.locator(selector).filter({ hasText: title() });

const LIST_PAGES: readonly ListPage[] = [
  {
    path: '/dashboard',
    section: 'Dashboard',
    area: main,
    fields: () => ['Pending Decisions', records.decision, 'OKRs Needing Attention'],
  },
  {
    path: '/okr',
    section: 'OKRs',
    area: within('.objective-card', () => records.objective),
    fields: () => [records.objective, records.keyResult, '3 / 12 screens'],
  },
  {
    path: '/initiatives',
    section: 'Initiatives',
    area: item('Initiatives', () => records.initiative),
    fields: () => [records.initiative, 'Status', 'IN PROGRESS', 'RAG', 'AMBER', 'Due Date', 'Jun 30, 2027', 'Updated'],
  },
  {
    path: '/meetings',
    section: 'Meetings',
    area: item('Meetings', () => records.meeting),
    fields: () => [
      records.meeting,
      'Scheduled',
      /^[A-Z][a-z]{2} \d{1,2}, \d{4}$/,
      /^\d{1,2}:\d{2} [ap]m$/i,
      'Upcoming',
    ],
  },
  {
    path: '/decisions',
    section: 'Decisions',
    area: item('Decisions', () => records.decision),
    fields: () => [records.decision, /^Tables of five columns/, 'Status', 'PROPOSED', 'Created', 'Updated'],
  },
  {
    path: '/documents',
    section: 'Documents',
    area: item('Documents', () => records.document),
    fields: () => [records.document, /^Who is paged, who talks to customers/, 'Created', 'Updated'],
  },
  {
    path: '/metrics',
    section: 'Metrics',
    area: within('.metric-card', () => records.metric),
    fields: () => [records.metric, /^46(\.00)? members$/, /^2 data points/],
  },
  {
    path: '/analytics',
    section: 'Analytics',
    area: main,
    fields: () => ['Total Applications', 'Acceptance Rate', 'In Pipeline', 'Conversion Rate'],
  },
  {
    path: '/applications',
    section: 'Applications',
    area: within('.application-cards > .ant-collapse-item', () => records.applicant),
    fields: () => [records.applicant, / at Company /, 'SUBMITTED', /^Submitted /, /^Votes/],
  },
  {
    path: '/admin',
    section: 'Admin',
    area: item('Users', () => records.admin.email),
    fields: () => [records.admin.name, records.admin.email, 'Role', 'ADMIN', 'Active', 'Joined', 'Deactivate'],
  },
  {
    path: '/admin#invitations',
    section: 'Admin',
    area: item('Invitations', () => records.invitee),
    fields: () => [records.invitee, 'Sam Lee', 'PENDING', 'Invited by', 'Expires', 'Revoke'],
  },
  {
    path: '/admin#audit-log',
    section: 'Admin',
    area: (page) => page.getByRole('list', { name: 'Audit log entries' }).getByRole('listitem').first(),
    fields: () => ['Time', 'Raw entry'],
  },
  {
    path: '/profile',
    section: 'Profile',
    area: main,
    fields: () => [records.admin.name, records.admin.email, 'Change Password'],
  },
];

for (const screen of LIST_PAGES) {
  test(`at 390 px ${screen.path} shows its records' key fields with no sideways scrolling`, async ({ page }) => {
    const [path, part] = screen.path.split('#');
    await signIn(page, records.admin);
    await page.goto(path ?? screen.path);
    const area = screen.area(page);
    await expectShown(page, area, screen.fields());
    await expectNoSidewaysScroll(page);
    await expectPhoneShell(page, screen.section);
    // The admin's cards further down: the screen scrolled to where each starts.
    const card = part ? page.locator('.ant-card').filter({ has: area }) : undefined;
    await saveScreenshot(page, `mobile-${part ?? (path ?? '').slice(1)}`, undefined, { from: card });
  });
}

test('at 390 px a toast shows at the top, whole and centred on the screen', async ({ page }) => {
  await signIn(page, records.admin);
  await page.goto('/profile');
  await page.getByLabel('Current Password').fill('not-the-password');
  await page.getByLabel('New Password', { exact: true }).fill('a-new-long-password');
  await page.getByLabel('Confirm New Password').fill('a-new-long-password');
  await page.getByRole('button', { name: 'Change Password' }).click();
  const notice = page.locator('.ant-notification-notice').first();
  await expect(notice.getByText('Current password is incorrect')).toBeVisible();
  // Below the top bar, once it has slid in: its menu, theme and Log out stay in reach.
  const bar = await page.getByRole('banner').boundingBox();
  const barBottom = (bar?.y ?? 0) + (bar?.height ?? 0);
  await expect.poll(async () => (await notice.boundingBox())?.y ?? -1).toBeGreaterThanOrEqual(barBottom);
  const box = await notice.boundingBox();
  expect(box).not.toBeNull();
  if (!box) return;
  expect(box.x).toBeGreaterThanOrEqual(0);
  expect(box.x + box.width).toBeLessThanOrEqual(PHONE.width);
  expect(Math.abs(box.x + box.width / 2 - PHONE.width / 2)).toBeLessThanOrEqual(2);
});

test('at 800 px, beside the sidebar, a table too wide for its card shows its rows as cards', async ({ page }) => {
  await page.setViewportSize({ width: 800, height: 900 });
  await signIn(page, records.admin);
  await page.goto('/initiatives');
  await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
  const card = item('Initiatives', () => records.initiative)(page);
  await expectShown(page, card, [records.initiative, 'IN PROGRESS', 'AMBER', 'Jun 30, 2027']);
  await expectNoSidewaysScroll(page);
});
