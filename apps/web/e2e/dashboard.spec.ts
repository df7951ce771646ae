import { expect, type Page, test } from '@playwright/test';
import type { Decision, Initiative, Metric, Objective } from '@warroom/contracts';
import { apiAs } from './support/api';
import { DEFAULT_ADMIN, unique } from './support/data';
import { createInitiative, createObjective, listOf } from './support/portal-records';
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

test('the dashboard counts the portal lists and lists OKRs needing attention and pending decisions', async ({
  page,
}) => {
  // A long journey on a small, often busy machine.
  test.slow();
  const admin = await apiAs(DEFAULT_ADMIN);
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
  const pending = (await proposed.json()) as Decision;
  const accepted = await admin.post('/api/decisions', {
    data: { title: `Use NATS for events ${suffix}`, status: 'ACCEPTED' },
  });
  expect(accepted.status(), await accepted.text()).toBe(201);
  const done = (await accepted.json()) as Decision;
  const metricResponse = await admin.post('/api/metrics', {
    data: { key: `mrr-${suffix}`, label: 'MRR', unit: 'USD' },
  });
  expect(metricResponse.status(), await metricResponse.text()).toBe(201);
  const metric = (await metricResponse.json()) as Metric;

  // Other journeys share the stack: expect what the lists hold now.
  const objectives = await listOf<Objective>(admin, '/api/okr/objectives');
  const initiatives = await listOf<Initiative>(admin, '/api/initiatives');
  const decisions = await listOf<Decision>(admin, '/api/decisions');
  const metrics = await listOf<Metric>(admin, '/api/metrics');
  await admin.dispose();
  const progress = (o: Objective) =>
    o.keyResults.length === 0
      ? 0
      : o.keyResults.reduce((s, k) => s + (k.current / k.target) * 100, 0) / o.keyResults.length;
  const needing = objectives.filter((o) => progress(o) < 75).length;
  const rag = (value: string) => initiatives.filter((i) => i.rag === value).length;
  const pendingCount = decisions.filter((d) => d.status === 'PROPOSED' && !d.supersededBy).length;

  await signIn(page, DEFAULT_ADMIN);
  await page.goto('/dashboard');
  await expect(page.getByRole('heading', { name: 'Dashboard', level: 1 })).toBeVisible();

  await expect(card(page, 'Active OKRs').locator('.dashboard-card__value')).toHaveText(String(objectives.length));
  await expect(
    card(page, 'Active OKRs').getByText(`${needing} need${needing === 1 ? 's' : ''} attention`),
  ).toBeVisible();
  await expect(card(page, 'Initiatives').locator('.dashboard-card__value')).toHaveText(String(initiatives.length));
  for (const [value, word] of [
    ['GREEN', 'green'],
    ['AMBER', 'amber'],
    ['RED', 'red'],
  ] as const) {
    await expect(card(page, 'Initiatives').getByText(`${rag(value)} ${word}`, { exact: true })).toBeVisible();
  }
  await expect(card(page, 'Pending Decisions').locator('.dashboard-card__value')).toHaveText(String(pendingCount));
  await expect(card(page, 'Pending Decisions').getByText('Awaiting approval')).toBeVisible();
  await expect(card(page, 'Active Metrics').locator('.dashboard-card__value')).toHaveText(String(metrics.length));
  await expect(card(page, 'Active Metrics').getByText('Being tracked')).toBeVisible();

  const attention = listCard(page, 'OKRs Needing Attention');
  const item = attention.getByRole('listitem').filter({ hasText: behind.title });
  await expect(item.getByText('70%')).toBeVisible();
  await expect(item.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '70');
  await expect(attention.getByText(onTrack.title)).toHaveCount(0);

  const decisionsCard = listCard(page, 'Pending Decisions');
  await expect(decisionsCard.getByRole('listitem')).toHaveCount(Math.min(pendingCount, 5));
  const pendingItem = decisionsCard.getByRole('listitem').filter({ hasText: pending.title });
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
  const cleanup = await apiAs(DEFAULT_ADMIN);
  for (const path of [
    `/api/okr/objectives/${behind.id}`,
    `/api/okr/objectives/${onTrack.id}`,
    `/api/initiatives/${red.id}`,
    `/api/initiatives/${amber.id}`,
    `/api/decisions/${pending.id}`,
    `/api/decisions/${done.id}`,
    `/api/metrics/${metric.id}`,
  ]) {
    const response = await cleanup.delete(path);
    expect(response.status(), await response.text()).toBe(200);
  }
  await cleanup.dispose();
});
