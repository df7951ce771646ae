import { readFileSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import { metricOps, metricSummarySchema } from '@warroom/contracts';
import { z } from 'zod';
import { toast, typeDate } from './support/antd';
import { apiAs, createUser, replyOf } from './support/api';
import { DEFAULT_ADMIN, unique } from './support/data';
import { createMetric } from './support/portal';
import { saveScreenshot } from './support/screenshots';
import { signIn } from './support/session';

test('screenshots: the metrics grid and a metric with its chart', async ({ page }) => {
  const admin = await apiAs(DEFAULT_ADMIN);
  const deploys = await createMetric(
    admin,
    { key: 'deploys.per_week', label: 'Deploys per week', unit: 'deploys', target: 40 },
    [
      [56, 18],
      [49, 21],
      [42, 20],
      [35, 26],
      [28, 29],
      [21, 31],
      [14, 35],
      [7, 38],
      [0, 42],
    ],
  );
  await createMetric(admin, { key: 'p95.latency_ms', label: 'API p95 latency', unit: 'ms', target: 250 }, [
    [42, 410],
    [28, 380],
    [14, 320],
    [0, 290],
  ]);
  await createMetric(admin, { key: 'uptime', label: 'Uptime', unit: '%', target: 99.95 }, [
    [30, 99.91],
    [15, 99.97],
    [0, 99.95],
  ]);
  await createMetric(admin, { key: 'eng.headcount', label: 'Engineering headcount', target: 60 });
  await admin.dispose();

  await signIn(page, DEFAULT_ADMIN);
  await page.goto('/metrics');
  await expect(page.getByRole('heading', { name: 'Metrics', level: 1 })).toBeVisible();
  const card = page.locator('.metric-card').filter({ hasText: 'deploys.per_week' });
  await expect(card.getByText('42.00')).toBeVisible();
  await expect(card.getByRole('img', { name: 'Trending up' })).toBeVisible();
  await expect(
    page.locator('.metric-card').filter({ hasText: 'p95.latency_ms' }).getByRole('img', { name: 'Trending down' }),
  ).toBeVisible();
  await expect(
    page.locator('.metric-card').filter({ hasText: 'eng.headcount' }).getByText('No data points yet'),
  ).toBeVisible();
  await saveScreenshot(page, 'metrics');

  await page.goto(`/metrics/${deploys.id}`);
  await expect(page.getByRole('heading', { name: 'Deploys per week', level: 1 })).toBeVisible();
  await expect(page.locator('.metric-chart canvas').first()).toBeVisible();
  await saveScreenshot(page, 'metric-detail');
});

test('a metric made in the UI: points, table, chart, then the CSV export', async ({ page }) => {
  const key = `lead-time-${unique()}`;
  const label = 'Lead time for changes';
  await signIn(page, DEFAULT_ADMIN);
  await page.goto('/metrics');
  await page.getByRole('link', { name: 'New Metric' }).click();
  await expect(page).toHaveURL(/\/metrics\/new$/);
  await page.getByLabel('Key').fill(key);
  await page.getByLabel('Label').fill(label);
  await page.getByLabel('Unit').fill('hours');
  await page.getByLabel('Target').fill('24');
  await page.getByRole('button', { name: 'Create Metric' }).click();
  await expect(toast(page).getByText('Metric Created')).toBeVisible();
  await expect(page.getByRole('heading', { name: label, level: 1 })).toBeVisible();
  await expect(page.getByText('Dashed line: target 24.00 hours')).toBeVisible();

  // Three points: one dated in the past, two now.
  const addPoint = page.getByRole('form', { name: 'Add point' });
  await addPoint.getByLabel('Value', { exact: true }).fill('40');
  await typeDate(addPoint.getByLabel('Time'), '2026-01-05 09:30');
  await addPoint.getByRole('button', { name: 'Add point' }).click();
  await expect(toast(page).getByText('Point Added')).toBeVisible();
  const points = page.getByRole('region', { name: 'Data points' });
  await expect(points.getByRole('cell', { name: '40.00' })).toBeVisible();
  for (const value of ['30', '20.5']) {
    await addPoint.getByLabel('Value', { exact: true }).fill(value);
    await addPoint.getByRole('button', { name: 'Add point' }).click();
    await expect(points.getByRole('cell', { name: Number(value).toFixed(2) })).toBeVisible();
  }
  await expect(points.getByRole('row')).toHaveCount(4);
  await expect(points.getByRole('cell', { name: /^Jan 5, 2026/ })).toBeVisible();
  await expect(page.locator('.metric-chart canvas').first()).toBeVisible();
  await expect(
    page.getByRole('img', { name: /Lead time for changes over time, 3 points\. Target 24\.00\./ }),
  ).toBeVisible();

  // The card: latest value, count and a falling trend (20.5 < 90% of 40).
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Metrics' }).click();
  const card = page.locator('.metric-card').filter({ hasText: key });
  await expect(card.getByText('20.50')).toBeVisible();
  await expect(card.getByText('3 data points')).toBeVisible();
  await expect(card.getByRole('img', { name: 'Trending down' })).toBeVisible();

  // The same key again: the server's 409 message on the form.
  await page.getByRole('link', { name: 'New Metric' }).click();
  await page.getByLabel('Key').fill(key);
  await page.getByLabel('Label').fill('Duplicate');
  await page.getByRole('button', { name: 'Create Metric' }).click();
  await expect(page.getByText('A metric with this key already exists')).toBeVisible();
  await expect(page).toHaveURL(/\/metrics\/new$/);

  // Export CSV: the server's file under its name.
  await page.goto('/metrics');
  await expect(card).toBeVisible();
  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export CSV' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^metrics-export-\d{4}-\d{2}-\d{2}\.csv$/);
  const csv = readFileSync(await download.path(), 'utf8');
  const lines = csv.split('\r\n');
  expect(lines[0]).toBe('metric_key,metric_label,unit,target,timestamp,value');
  // The list carries each metric's point count and its earliest and latest point; the detail its points.
  const admin = await apiAs(DEFAULT_ADMIN);
  const summary = (await replyOf(await admin.get('/api/metrics'), z.array(metricSummarySchema))).find(
    (m) => m.key === key,
  );
  expect(summary?.pointCount).toBe(3);
  expect(summary?.points).toHaveLength(2);
  const metric = await replyOf(await admin.get(`/api/metrics/${summary?.id}`), metricOps.get.reply);
  await admin.dispose();
  expect(metric.points).toHaveLength(3);
  const ours = lines.filter((line) => line.startsWith(`${key},`));
  expect(ours).toEqual(metric.points.map((point) => `${key},${label},hours,24,${point.ts},${point.value}`));
  expect(ours[0]).toMatch(/,2026-01-05T\d{2}:30:00\.000Z,40$/);
  await expect(toast(page).getByText('Export successful')).toBeVisible();
  await expect(toast(page).getByText('Metrics data exported to CSV')).toBeVisible();

  // Delete, after a confirmation.
  await card.getByRole('link', { name: label }).click();
  await page.getByRole('button', { name: 'Delete' }).click();
  await page.locator('.ant-popconfirm').getByRole('button', { name: 'Delete' }).click();
  await expect(page).toHaveURL(/\/metrics$/);
  await expect(toast(page).getByText('Metric Deleted')).toBeVisible();
  await expect(page.locator('.metric-card').filter({ hasText: key })).toHaveCount(0);
});

test('a MEMBER reads metrics but gets no New Metric, Edit, Delete or Add point', async ({ page }) => {
  const admin = await apiAs(DEFAULT_ADMIN);
  const member = await createUser(admin, 'MEMBER');
  const metric = await createMetric(admin, { key: `nps-${unique()}`, label: 'Net promoter score' }, [[0, 41]]);
  await admin.dispose();
  await signIn(page, member);
  await page.goto('/metrics');
  await expect(page.locator('.metric-card').filter({ hasText: metric.key })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Export CSV' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'New Metric' })).toHaveCount(0);
  await page.goto(`/metrics/${metric.id}`);
  await expect(page.getByRole('heading', { name: 'Net promoter score', level: 1 })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Data points' }).getByRole('cell', { name: '41.00' })).toBeVisible();
  for (const name of ['Edit', 'Delete', 'Add point']) {
    await expect(page.getByRole('button', { name })).toHaveCount(0);
  }
  await page.goto('/metrics/new');
  await expect(page.getByText('You need CTO, CEO or Admin permissions to create metrics.')).toBeVisible();
});
