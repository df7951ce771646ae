import { type APIRequestContext, expect, type Locator, type Page, test } from '@playwright/test';
import { apiAs, setApplicationStatus, submitApplication } from './support/api';
import { seriousViolations } from './support/axe';
import { applicationFor, DEFAULT_ADMIN, unique } from './support/data';
import { saveScreenshot } from './support/screenshots';
import { signIn } from './support/session';
import { publicToast } from './support/public';
import { createDecision, createDocument, createMeeting, createMetric, daysFromNow } from './support/portal';
import { seedShowcase } from './support/showcase';

type Theme = 'light' | 'dark';

type Screen = { path: string; ready: (page: Page) => Locator };

const heading = (name: string) => (page: Page) => page.getByRole('heading', { name, level: 1 });

const PUBLIC_PAGES: readonly Screen[] = [
  { path: '/', ready: (page) => page.locator('h1#hero-title') },
  { path: '/apply', ready: (page) => page.getByText('Step 1 of 3') },
  { path: '/application-status', ready: heading('Application Status') },
  { path: '/login', ready: heading('Member Login') },
  { path: '/forgot-password', ready: heading('Forgot Password') },
  { path: '/reset-password?token=x', ready: (page) => page.getByLabel('Confirm New Password') },
  { path: '/join?token=x', ready: (page) => page.getByText('This invitation link is not valid') },
];

/** Each screen once its data (and, on analytics, its charts) are drawn. */
const PORTAL_PAGES: readonly Screen[] = [
  { path: '/profile', ready: (page) => page.getByText('Change Password').first() },
  { path: '/applications', ready: (page) => page.locator('.application-cards, .ant-empty').first() },
  { path: '/analytics', ready: (page) => page.locator('.chart-box canvas, .chart-box__empty').first() },
  { path: '/admin', ready: (page) => page.getByRole('region', { name: 'Audit log entries' }) },
  { path: '/dashboard', ready: (page) => page.getByText(/needs? attention$/) },
  { path: '/okr', ready: (page) => page.locator('.objective-card, .ant-empty').first() },
  { path: '/okr/new', ready: heading('New Objective') },
  { path: '/initiatives', ready: (page) => page.locator('.ant-table, .ant-empty').first() },
  { path: '/decisions', ready: (page) => page.locator('.ant-table, .ant-empty').first() },
  { path: '/decisions/new', ready: heading('New Decision') },
  { path: '/metrics', ready: (page) => page.locator('.metric-card, .ant-empty').first() },
  { path: '/metrics/new', ready: heading('New Metric') },
  { path: '/meetings', ready: (page) => page.locator('.ant-table, .ant-empty').first() },
  { path: '/meetings/new', ready: heading('New Meeting') },
  { path: '/documents', ready: (page) => page.locator('.ant-table, .ant-empty').first() },
  { path: '/documents/new', ready: heading('New Document') },
  { path: '/initiatives/new', ready: heading('New Initiative') },
  { path: '/members', ready: (page) => page.locator('.member-card, .ant-empty').first() },
];

/** Both themes: the first load in light, then dark after `useTheme` and a reload. */
async function checkBothThemes(page: Page, screen: Screen, useTheme: (theme: Theme) => Promise<void>) {
  const found: Record<Theme, string[]> = { light: [], dark: [] };
  for (const theme of ['light', 'dark'] as const) {
    await useTheme(theme);
    if (theme === 'light') await page.goto(screen.path);
    else await page.reload();
    await expect(screen.ready(page)).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('data-theme', theme);
    await expect(page.getByRole('status')).toHaveCount(0);
    found[theme] = await seriousViolations(page);
    if (screen.path === '/' && theme === 'light') await saveScreenshot(page, 'landing');
  }
  expect(found).toEqual({ light: [], dark: [] });
}

for (const screen of PUBLIC_PAGES) {
  test(`axe: no serious or critical violation on ${screen.path}`, async ({ page }) => {
    await page.goto('/favicon.svg');
    await checkBothThemes(page, screen, async (theme) => {
      await page.evaluate((value) => window.localStorage.setItem('theme', value), theme);
    });
  });
}

test('axe: no serious or critical violation on /application-status?id={id} (accepted, with its timeline)', async ({
  page,
}) => {
  const admin = await apiAs(DEFAULT_ADMIN);
  const id = await submitApplication(admin, applicationFor('Axe Applicant'));
  await setApplicationStatus(admin, id, 'ACCEPTED', 'A builder of teams.');
  await admin.dispose();
  await page.goto('/favicon.svg');
  const screen: Screen = { path: `/application-status?id=${id}`, ready: (p) => p.getByText('Next Steps') };
  await checkBothThemes(page, screen, async (theme) => {
    await page.evaluate((value) => window.localStorage.setItem('theme', value), theme);
  });
});

test("axe: no serious or critical violation on the light shell's field errors and toast (/login)", async ({ page }) => {
  await page.goto('/favicon.svg');
  const found: Record<Theme, string[]> = { light: [], dark: [] };
  for (const theme of ['light', 'dark'] as const) {
    await page.evaluate((value) => window.localStorage.setItem('theme', value), theme);
    await page.goto('/login');
    await page.getByLabel('Email').fill(`nobody-${unique()}@example.com`);
    await page.getByLabel('Password').fill('not-the-password');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(publicToast(page).getByText('Login failed')).toBeVisible();
    // With the toast still shown: the fields' errors, the first one focused.
    await page.getByLabel('Email').fill('');
    await page.getByLabel('Password').fill('');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page.getByText('Valid email required')).toBeVisible();
    await expect(page.getByLabel('Email')).toBeFocused();
    await expect(publicToast(page)).toBeVisible();
    found[theme] = await seriousViolations(page);
  }
  expect(found).toEqual({ light: [], dark: [] });
});

for (const screen of PORTAL_PAGES) {
  test(`axe: no serious or critical violation on ${screen.path} (admin)`, async ({ page }) => {
    await signIn(page, DEFAULT_ADMIN);
    // A signed-in user's saved theme wins: set it on the server.
    const saveTheme = async (theme: Theme) => {
      const saved = await page.request.post('/api/profile/update-theme', { data: { theme } });
      expect(saved.ok()).toBe(true);
    };
    try {
      await checkBothThemes(page, screen, saveTheme);
    } finally {
      // The other journeys (and their screenshots) expect the admin's default light theme.
      await saveTheme('light');
    }
  });
}

test('axe: no serious or critical violation on /okr/{id} with check-ins (admin)', async ({ page }) => {
  const admin = await apiAs(DEFAULT_ADMIN);
  const objective = await seedShowcase(admin);
  await admin.dispose();
  await signIn(page, DEFAULT_ADMIN);
  const saveTheme = async (theme: Theme) => {
    const saved = await page.request.post('/api/profile/update-theme', { data: { theme } });
    expect(saved.ok()).toBe(true);
  };
  const screen: Screen = { path: `/okr/${objective.id}`, ready: (p) => p.locator('.check-in-chart canvas').first() };
  // The first visit fetches the chart code (~430 kB gzip): warm the cache so the timed checks measure the page.
  test.slow();
  await page.goto(screen.path);
  await expect(screen.ready(page)).toBeVisible({ timeout: 90_000 });
  try {
    await checkBothThemes(page, screen, saveTheme);
  } finally {
    await saveTheme('light');
  }
});

/** A detail page of decisions, metrics, meetings and documents, each with a record made through the API. */
const RECORD_PAGES: readonly {
  name: string;
  seed: (api: APIRequestContext) => Promise<string>;
  ready: Screen['ready'];
}[] = [
  {
    name: '/decisions/{id}',
    seed: async (api) => {
      const newer = await createDecision(api, {
        title: 'Axe: adopt OpenTelemetry',
        status: 'ACCEPTED',
        context: 'Traces **everywhere**.',
      });
      const older = await createDecision(api, {
        title: 'Axe: vendor APM agents',
        context: 'Each team picked its own agent.\n\n| Team | Agent |\n| --- | --- |\n| Billing | A |',
        decision: 'Keep them for now.',
        supersededBy: newer.id,
      });
      return `/decisions/${older.id}`;
    },
    ready: (page) => page.getByRole('link', { name: /^Superseded by / }),
  },
  {
    name: '/metrics/{id}',
    seed: async (api) => {
      const key = `axe.metric.${Date.now().toString(36)}`;
      const metric = await createMetric(api, { key, label: 'Axe: change failure rate', unit: '%', target: 15 }, [
        [21, 24],
        [14, 19],
        [7, 16],
        [0, 12],
      ]);
      return `/metrics/${metric.id}`;
    },
    ready: (page) => page.locator('.metric-chart canvas').first(),
  },
  {
    name: '/meetings/{id}',
    seed: async (api) => {
      const meeting = await createMeeting(api, {
        title: 'Axe: weekly staff meeting',
        when: daysFromNow(2),
        agenda: '1. Hiring\n2. **Incidents**\n3. Roadmap',
      });
      return `/meetings/${meeting.id}`;
    },
    ready: (page) => page.locator('.markdown-body strong'),
  },
  {
    // Every status and RAG badge colour (white on green, blue, red and grey; ink on amber).
    name: '/initiatives with the showcase badges',
    seed: async (api) => {
      await seedShowcase(api);
      return '/initiatives';
    },
    ready: (page) => page.locator('.ant-tag').getByText('AMBER', { exact: true }).first(),
  },
  {
    name: '/decisions with the showcase badges',
    seed: async (api) => {
      await seedShowcase(api);
      return '/decisions';
    },
    ready: (page) => page.locator('.ant-tag').getByText('PROPOSED', { exact: true }).first(),
  },
  {
    name: '/documents/{id}',
    seed: async (api) => {
      const document = await createDocument(api, {
        title: 'Axe: on-call handbook',
        markdown:
          '# On call\n\nRotate **weekly**.\n\n- [x] Pager set up\n- [ ] Runbooks\n\n[Status page](https://status.example.com)',
      });
      return `/documents/${document.id}`;
    },
    ready: (page) => page.locator('.markdown-body strong'),
  },
];

for (const record of RECORD_PAGES) {
  test(`axe: no serious or critical violation on ${record.name} (admin)`, async ({ page }) => {
    const admin = await apiAs(DEFAULT_ADMIN);
    const path = await record.seed(admin);
    await admin.dispose();
    await signIn(page, DEFAULT_ADMIN);
    const saveTheme = async (theme: Theme) => {
      const saved = await page.request.post('/api/profile/update-theme', { data: { theme } });
      expect(saved.ok()).toBe(true);
    };
    try {
      await checkBothThemes(page, { path, ready: record.ready }, saveTheme);
    } finally {
      await saveTheme('light');
    }
  });
}
