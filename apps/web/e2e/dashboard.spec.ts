import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import {
  decisionOps,
  decisionSummarySchema,
  initiativeSchema,
  metricOps,
  objectiveSchema,
  type Initiative,
  type Objective,
} from '@warroom/contracts';
import { apiAs, replyOf } from './support/api';
import { DEFAULT_ADMIN, unique } from './support/data';
import { allOf, createInitiative, createObjective, totalOf } from './support/portal-records';
import { saveScreenshot } from './support/screenshots';
import { signIn } from './support/session';
import { seedShowcase } from './support/showcase';

function card(page: Page, title: string) {
  return page.locator('.dashboard-card').filter({ has: page.getByRole('heading', { name: title, exact: true }) });
}

function listCard(page: Page, title: string) {
  return page.locator('.dashboard-list-card').filter({ has: page.getByRole('heading', { name: title, exact: true }) });
}

test('screenshot of /dashboard with realistic data', async ({ page }) => {
  const admin = await apiAs(DEFAULT_ADMIN);
  await seedShowcase(admin);
  await admin.dispose();

  await signIn(page, DEFAULT_ADMIN);
  await page.goto('/dashboard');
  await expect(page.getByRole('heading', { name: 'Dashboard', level: 1 })).toBeVisible();
  await expect(page.getByText(/needs? attention$/)).toBeVisible();
  await expect(listCard(page, 'Pending Decisions').getByRole('listitem').first()).toBeVisible();
  await expect(page.getByText(/^Loading (objectives|decisions)\.\.\.$/)).toHaveCount(0);
  await saveScreenshot(page, 'dashboard');
});

/** SPEC.md section 4: the average of current / target × 100 over the key results; 0 without any. */
function progressOf(objective: Objective): number {
  const { keyResults } = objective;
  if (keyResults.length === 0) return 0;
  return keyResults.reduce((sum, k) => sum + (k.current / k.target) * 100, 0) / keyResults.length;
}

type Figures = {
  objectives: number;
  needing: number;
  initiatives: number;
  green: number;
  amber: number;
  red: number;
  pending: number;
  metrics: number;
};

/** The dashboard's figures worked out from every record of the lists, read page after page. */
async function figuresOf(api: APIRequestContext): Promise<Figures> {
  const objectives = await allOf(api, '/api/okr/objectives', objectiveSchema);
  const initiatives = await allOf(api, '/api/initiatives', initiativeSchema);
  const decisions = await allOf(api, '/api/decisions', decisionSummarySchema);
  const rag = (value: Initiative['rag']) => initiatives.filter((i) => i.rag === value).length;
  return {
    objectives: objectives.length,
    needing: objectives.filter((o) => progressOf(o) < 75).length,
    initiatives: initiatives.length,
    green: rag('GREEN'),
    amber: rag('AMBER'),
    red: rag('RED'),
    pending: decisions.filter((d) => d.status === 'PROPOSED' && !d.supersededBy).length,
    metrics: await totalOf(api, '/api/metrics'),
  };
}

async function deleteAll(paths: readonly string[]): Promise<void> {
  const cleanup = await apiAs(DEFAULT_ADMIN);
  for (const path of paths) {
    const response = await cleanup.delete(path);
    expect(response.status(), await response.text()).toBe(200);
  }
  await cleanup.dispose();
}

test('the dashboard counts the records it is given and lists OKRs needing attention and pending decisions', async ({
  page,
}) => {
  // A long journey on a small, often busy machine.
  test.slow();
  const admin = await apiAs(DEFAULT_ADMIN);
  // Other journeys share the stack: the figures before, from every page of the lists.
  const before = await figuresOf(admin);
  const suffix = unique();
  const behind = await createObjective(admin, {
    title: `Launch the partner API ${suffix}`,
    description: null,
    // (50 + 90) / 2 = 70%: below the 75% threshold.
    keyResults: [
      { title: 'Partners live', current: 5, target: 10, unit: 'partners' },
      { title: 'API uptime', current: 90, target: 100, unit: '%' },
    ],
  });
  const onTrack = await createObjective(admin, {
    title: `Close the books faster ${suffix}`,
    description: null,
    keyResults: [{ title: 'Days to close', current: 8, target: 10, unit: 'days' }],
  });
  const red = await createInitiative(admin, { title: `Red initiative ${suffix}`, rag: 'RED' });
  const amber = await createInitiative(admin, { title: `Amber initiative ${suffix}`, rag: 'AMBER' });
  const proposed = await admin.post('/api/decisions', {
    data: { title: `Adopt PostgreSQL logical replication ${suffix}`, status: 'PROPOSED' },
  });
  expect(proposed.status(), await proposed.text()).toBe(201);
  const pending = await replyOf(proposed, decisionOps.create.reply);
  const accepted = await admin.post('/api/decisions', {
    data: { title: `Use NATS for events ${suffix}`, status: 'ACCEPTED' },
  });
  expect(accepted.status(), await accepted.text()).toBe(201);
  const done = await replyOf(accepted, decisionOps.create.reply);
  const metricResponse = await admin.post('/api/metrics', {
    data: { key: `mrr-${suffix}`, label: 'MRR', unit: 'USD' },
  });
  expect(metricResponse.status(), await metricResponse.text()).toBe(201);
  const metric = await replyOf(metricResponse, metricOps.create.reply);

  // What these records add: two objectives (one behind), a red and an amber initiative, one
  // pending decision (the accepted one is not), one metric; and the lists agree.
  const expected: Figures = {
    objectives: before.objectives + 2,
    needing: before.needing + 1,
    initiatives: before.initiatives + 2,
    green: before.green,
    amber: before.amber + 1,
    red: before.red + 1,
    pending: before.pending + 1,
    metrics: before.metrics + 1,
  };
  expect(await figuresOf(admin)).toEqual(expected);
  await admin.dispose();

  await signIn(page, DEFAULT_ADMIN);
  const reads: string[] = [];
  page.on('request', (request) => {
    const { pathname, search } = new URL(request.url());
    if (request.method() === 'GET' && pathname.startsWith('/api/') && pathname !== '/api/auth/me') {
      reads.push(`${pathname}${search}`);
    }
  });
  await page.goto('/dashboard');
  await expect(page.getByRole('heading', { name: 'Dashboard', level: 1 })).toBeVisible();

  await expect(card(page, 'Active OKRs').locator('.dashboard-card__value')).toHaveText(String(expected.objectives));
  await expect(
    card(page, 'Active OKRs').getByText(`${expected.needing} need${expected.needing === 1 ? 's' : ''} attention`),
  ).toBeVisible();
  await expect(card(page, 'Initiatives').locator('.dashboard-card__value')).toHaveText(String(expected.initiatives));
  for (const word of ['green', 'amber', 'red'] as const) {
    await expect(card(page, 'Initiatives').getByText(`${expected[word]} ${word}`, { exact: true })).toBeVisible();
  }
  await expect(card(page, 'Pending Decisions').locator('.dashboard-card__value')).toHaveText(String(expected.pending));
  await expect(card(page, 'Pending Decisions').getByText('Awaiting approval')).toBeVisible();
  await expect(card(page, 'Active Metrics').locator('.dashboard-card__value')).toHaveText(String(expected.metrics));
  await expect(card(page, 'Active Metrics').getByText('Being tracked')).toBeVisible();
  // One answer for the whole page: no list is read for it. Beside it the sidebar asks how many
  // applications need the admin's vote: one item, for its X-Total-Count.
  expect([...reads].sort()).toEqual(['/api/applications?needsMyVote=true&limit=1&offset=0', '/api/dashboard']);

  const attention = listCard(page, 'OKRs Needing Attention');
  const item = attention.getByRole('listitem').filter({ hasText: behind.title });
  await expect(item.getByText('70%')).toBeVisible();
  await expect(item.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '70');
  await expect(attention.getByText(onTrack.title)).toHaveCount(0);

  const decisionsCard = listCard(page, 'Pending Decisions');
  await expect(decisionsCard.getByRole('listitem')).toHaveCount(Math.min(expected.pending, 5));
  // The newest pending decision is listed first.
  const pendingItem = decisionsCard.getByRole('listitem').first();
  await expect(pendingItem.getByRole('link', { name: pending.title })).toHaveAttribute(
    'href',
    `/decisions/${pending.id}`,
  );
  const created = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', year: 'numeric' });
  await expect(pendingItem.getByText(created.format(new Date(pending.createdAt)))).toBeVisible();
  await expect(decisionsCard.getByText(`Use NATS for events ${suffix}`)).toHaveCount(0);

  await item.getByRole('link', { name: behind.title }).click();
  await expect(page).toHaveURL(new RegExp(`/okr/${behind.id}$`));
  await expect(page.getByRole('heading', { name: behind.title, level: 1 })).toBeVisible();

  // Leave the shared stack as it was, so the later screenshots show only their own data.
  await deleteAll([
    `/api/okr/objectives/${behind.id}`,
    `/api/okr/objectives/${onTrack.id}`,
    `/api/initiatives/${red.id}`,
    `/api/initiatives/${amber.id}`,
    `/api/decisions/${pending.id}`,
    `/api/decisions/${done.id}`,
    `/api/metrics/${metric.id}`,
  ]);
});

test('with more OKRs needing attention than it lists, the dashboard lists the newest 20 and links to /okr', async ({
  page,
}) => {
  test.slow();
  const admin = await apiAs(DEFAULT_ADMIN);
  const { needing } = await figuresOf(admin);
  const suffix = unique();
  // No key results: 0% progress. Enough of them that 21 objectives need attention.
  const made: Objective[] = [];
  for (let index = 0; index < Math.max(1, 21 - needing); index += 1) {
    made.push(
      await createObjective(admin, {
        title: `Stalled objective ${index + 1} ${suffix}`,
        description: null,
        keyResults: [],
      }),
    );
  }
  const total = (await figuresOf(admin)).needing;
  await admin.dispose();
  expect(total).toBeGreaterThan(20);

  await signIn(page, DEFAULT_ADMIN);
  await page.goto('/dashboard');
  const attention = listCard(page, 'OKRs Needing Attention');
  await expect(attention.getByRole('listitem')).toHaveCount(20);
  // Newest first: the last one made heads the list.
  await expect(attention.getByRole('listitem').first()).toContainText(made[made.length - 1]?.title ?? '');
  await expect(attention.getByText(`The newest 20 of ${total} are listed.`)).toBeVisible();
  await expect(card(page, 'Active OKRs').getByText(`${total} need attention`)).toBeVisible();
  await attention.getByRole('link', { name: 'See every objective' }).click();
  await expect(page).toHaveURL(/\/okr$/);
  await expect(page.getByRole('heading', { name: 'Objectives & Key Results', level: 1 })).toBeVisible();

  await deleteAll(made.map((objective) => `/api/okr/objectives/${objective.id}`));
});
