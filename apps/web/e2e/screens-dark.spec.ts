import { expect, type Locator, type Page, test } from '@playwright/test';
import { decisionSummarySchema, documentSchema, metricSummarySchema } from '@warroom/contracts';
import { apiAs } from './support/api';
import { DEFAULT_ADMIN } from './support/data';
import { createDocument } from './support/portal';
import { listOf } from './support/portal-records';
import { saveScreenshot } from './support/screenshots';
import { signIn } from './support/session';
import { seedShowcase } from './support/showcase';

// The screens in the dark theme for docs/screenshots (`<name>-dark.png`, beside the light ones
// the journeys take), late in the run, when the earlier journeys have filled the portal.

type Theme = 'light' | 'dark';
type Shot = { name: string; path: string; ready: (page: Page) => Locator };

const heading = (name: string) => (page: Page) => page.getByRole('heading', { name, level: 1 });

const PUBLIC_SHOTS: readonly Shot[] = [
  { name: 'landing', path: '/', ready: (page) => page.locator('h1#hero-title') },
  { name: 'apply', path: '/apply', ready: (page) => page.getByText('Step 1 of 3') },
  { name: 'status', path: '/application-status', ready: heading('Application Status') },
  { name: 'login', path: '/login', ready: heading('Member Login') },
  { name: 'forgot-password', path: '/forgot-password', ready: heading('Forgot Password') },
  { name: 'join', path: '/join?token=x', ready: (page) => page.getByText('This invitation link is not valid') },
];

async function portalShots(): Promise<Shot[]> {
  const admin = await apiAs(DEFAULT_ADMIN);
  const objective = await seedShowcase(admin);
  const [decision] = await listOf(admin, '/api/decisions', decisionSummarySchema);
  const [metric] = await listOf(admin, '/api/metrics', metricSummarySchema);
  const [document] = await listOf(admin, '/api/documents', documentSchema);
  const shown =
    document ??
    (await createDocument(admin, { title: 'Incident review template', markdown: '## Timeline\n\n## Causes' }));
  await admin.dispose();
  if (!decision || !metric) throw new Error('the showcase made no decision or metric');
  const loaded = (selector: string) => (page: Page) => page.locator(selector).first();
  return [
    { name: 'dashboard', path: '/dashboard', ready: (page) => page.getByText(/needs? attention$/) },
    { name: 'okr', path: '/okr', ready: loaded('.objective-card') },
    { name: 'okr-detail', path: `/okr/${objective.id}`, ready: heading(objective.title) },
    { name: 'initiatives', path: '/initiatives', ready: heading('Initiatives') },
    { name: 'decisions', path: '/decisions', ready: heading('Architectural Decision Records') },
    { name: 'decision-detail', path: `/decisions/${decision.id}`, ready: heading(decision.title) },
    { name: 'metrics', path: '/metrics', ready: loaded('.metric-card') },
    { name: 'metric-detail', path: `/metrics/${metric.id}`, ready: heading(metric.label) },
    { name: 'meetings', path: '/meetings', ready: heading('Meetings') },
    { name: 'documents', path: '/documents', ready: heading('Documents') },
    { name: 'document-detail', path: `/documents/${shown.id}`, ready: heading(shown.title) },
    { name: 'members', path: '/members?openTo=ADVISING', ready: loaded('.member-card, .ant-empty') },
    { name: 'applications', path: '/applications', ready: loaded('.application-cards, .ant-empty') },
    { name: 'analytics', path: '/analytics', ready: loaded('.chart-box canvas, .chart-box__empty') },
    { name: 'admin', path: '/admin', ready: (page) => page.getByRole('region', { name: 'Audit log entries' }) },
  ];
}

async function shoot(page: Page, shot: Shot): Promise<void> {
  await page.goto(shot.path);
  await expect(shot.ready(page)).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
  // Charts and lazily loaded parts settle before the picture.
  await page.waitForLoadState('networkidle');
  await saveScreenshot(page, `${shot.name}-dark`);
}

test('the public pages in the dark theme', async ({ page }) => {
  await page.goto('/favicon.svg');
  await page.evaluate(() => window.localStorage.setItem('theme', 'dark'));
  for (const shot of PUBLIC_SHOTS) await shoot(page, shot);
});

test('the portal in the dark theme', async ({ page }) => {
  test.setTimeout(300_000);
  const shots = await portalShots();
  await signIn(page, DEFAULT_ADMIN);
  // A signed-in user's saved theme wins: set it on the server, and put it back after.
  const saveTheme = async (theme: Theme) => {
    const saved = await page.request.post('/api/profile/update-theme', { data: { theme } });
    expect(saved.ok()).toBe(true);
  };
  await saveTheme('dark');
  try {
    for (const shot of shots) await shoot(page, shot);
  } finally {
    await saveTheme('light');
  }
});
