import { expect, test } from '@playwright/test';
import { applicationOps, type ApplicationStatus } from '@warroom/contracts';
import { apiAs, replyOf, setApplicationStatus, submitApplication } from './support/api';
import { applicationFor, DEFAULT_ADMIN, unique } from './support/data';
import { saveScreenshot } from './support/screenshots';
import { signIn } from './support/session';

const SEED: readonly { status: ApplicationStatus; industry: string; stage: string; expertise: string[] }[] = [
  { status: 'SUBMITTED', industry: 'B2B SaaS', stage: 'CAREERIST', expertise: ['Architecture'] },
  { status: 'UNDER_REVIEW', industry: 'FinTech', stage: 'FOUNDER', expertise: ['Security', 'DevOps/SRE'] },
  { status: 'VOTING', industry: 'HealthTech', stage: 'SOVEREIGN', expertise: ['Machine Learning/AI'] },
  { status: 'ACCEPTED', industry: 'FinTech', stage: 'KINGSMAN', expertise: ['Architecture', 'Startup Scaling'] },
  { status: 'REJECTED', industry: 'E-commerce', stage: 'FOUNDER', expertise: ['Frontend Development'] },
  { status: 'WAITLISTED', industry: 'DeepTech', stage: 'FOUNDER', expertise: ['Data Engineering'] },
];

test('analytics shows the cards, both charts, the lists and pipeline health', async ({ page }) => {
  const admin = await apiAs(DEFAULT_ADMIN);
  for (const seed of SEED) {
    const id = await submitApplication(admin, applicationFor(`Analytics ${seed.status} ${unique()}`, seed));
    if (seed.status !== 'SUBMITTED') await setApplicationStatus(admin, id, seed.status, 'Seeded for analytics.');
  }
  const figures = await replyOf(await admin.get('/api/applications/analytics'), applicationOps.analytics.reply);
  await admin.dispose();

  await signIn(page, DEFAULT_ADMIN);
  const chartCode: string[] = [];
  page.on('request', (request) => {
    if (/chart-components-[\w-]+\.js$/.test(request.url())) chartCode.push(request.url());
  });
  await page.goto('/analytics');
  await expect(page.getByRole('heading', { name: 'Application Analytics', level: 1 })).toBeVisible();

  for (const title of ['Total Applications', 'Acceptance Rate', 'In Pipeline', 'Conversion Rate']) {
    await expect(page.getByText(title, { exact: true })).toBeVisible();
  }
  await expect(page.getByText('from last month')).toBeVisible();
  // Every application of this stack is from the last 30 days: nothing the month before, so the
  // change is 0 and neutral (SPEC.md section 9), not a green up arrow with '+0.0%'.
  expect(figures.monthOverMonthChange).toBe(0);
  const trend = page.locator('.summary-card').filter({ hasText: 'Total Applications' }).locator('.trend');
  await expect(trend).toHaveText('0.0% from last month');
  await expect(trend).not.toHaveClass(/trend--up|trend--down/);
  await expect(trend.locator('.anticon')).toHaveCount(0);
  await expect(page.getByText('Awaiting decision')).toBeVisible();
  await expect(page.getByText('Accepted + Waitlisted')).toBeVisible();
  await expect(page.getByText(`${figures.acceptanceRate.toFixed(1)}%`).first()).toBeVisible();

  for (const chart of ['Status Distribution', 'Application Funnel']) {
    const card = page.locator('.chart-card').filter({ hasText: chart });
    await expect(card.locator('canvas').first()).toBeVisible({ timeout: 20_000 });
    const box = await card.locator('.chart-box').boundingBox();
    expect(box?.height).toBe(300);
  }
  expect(chartCode.length).toBeGreaterThan(0);

  for (const list of ['Top Industries', 'Top Expertise Areas', 'Applicant Stages', 'Pipeline Health']) {
    await expect(page.getByText(list, { exact: true })).toBeVisible();
  }
  const stages = page.locator('.count-card').filter({ hasText: 'Applicant Stages' });
  for (const stage of ['Careerist', 'Founder', 'Sovereign', 'Kingsman']) {
    await expect(stages.getByText(stage, { exact: true })).toBeVisible();
  }
  await expect(page.locator('.count-card').filter({ hasText: 'Top Industries' }).getByText('FinTech')).toBeVisible();
  for (const bar of ['Awaiting Review', 'Active Review']) {
    await expect(page.getByText(bar, { exact: true })).toBeVisible();
  }
  // Let the charts finish their entry animation before the picture.
  await page.waitForTimeout(1_500);
  await saveScreenshot(page, 'analytics');
});
