import { type APIRequestContext, expect, type Locator, type Page } from '@playwright/test';
import {
  decisionOps,
  documentOps,
  meetingOps,
  metricOps,
  type Decision,
  type Meeting,
  type Metric,
  type PortalDocument,
} from '@warroom/contracts';
import type { z } from 'zod';
import { replyOf } from './api';

/** POST a portal record through the API (as whoever `api` is signed in as) and answer it, read as `reply`. */
async function post<S extends z.ZodType>(
  api: APIRequestContext,
  path: string,
  data: unknown,
  reply: S,
): Promise<z.output<S>> {
  const response = await api.post(path, { data });
  expect(response.status(), await response.text()).toBe(201);
  return replyOf(response, reply);
}

export type DecisionInput = {
  title: string;
  status?: Decision['status'];
  context?: string;
  decision?: string;
  consequences?: string;
  supersededBy?: string;
};

export function createDecision(api: APIRequestContext, input: DecisionInput): Promise<Decision> {
  return post(api, '/api/decisions', input, decisionOps.create.reply);
}

export type MetricInput = { key: string; label: string; unit?: string; target?: number };

/** A metric and its points (`[daysAgo, value]`), oldest first. */
export async function createMetric(
  api: APIRequestContext,
  input: MetricInput,
  points: readonly (readonly [number, number])[] = [],
): Promise<Metric> {
  const metric = await post(api, '/api/metrics', input, metricOps.create.reply);
  for (const [daysAgo, value] of points) {
    const ts = new Date(Date.now() - daysAgo * 24 * 3600 * 1000).toISOString();
    await post(api, `/api/metrics/${metric.id}/points`, { ts, value }, metricOps.addPoint.reply);
  }
  return metric;
}

export function createMeeting(
  api: APIRequestContext,
  input: {
    title: string;
    when: string;
    agenda?: string;
    audience?: 'LEADERSHIP' | 'MEMBERS';
    durationMinutes?: number;
    videoUrl?: string;
    recordingUrl?: string;
  },
): Promise<Meeting> {
  return post(api, '/api/meetings', input, meetingOps.create.reply);
}

export function createDocument(
  api: APIRequestContext,
  input: { title: string; markdown: string },
): Promise<PortalDocument> {
  return post(api, '/api/documents', input, documentOps.create.reply);
}

/** An ISO time `days` from now (negative: in the past), at a round hour. */
export function daysFromNow(days: number, hour = 10): string {
  const date = new Date(Date.now() + days * 24 * 3600 * 1000);
  date.setHours(hour, 0, 0, 0);
  return date.toISOString();
}

/** Markdown that would run script three ways if raw HTML or javascript: links were rendered. */
export const HOSTILE_MARKDOWN = [
  '## Incident notes',
  '',
  'Plain **bold** text stays.',
  '',
  '<script>window.__pwned=1</script>',
  '',
  '<img src=x onerror="window.__pwned=2">',
  '',
  '[x](javascript:window.__pwned=3)',
].join('\n');

/** Console errors and uncaught exceptions of a page, from now on. */
export function collectPageErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  return errors;
}

/**
 * HOSTILE_MARKDOWN rendered in `area`: the markdown is there, no script or image element
 * made it in, clicking the link runs nothing, and `window.__pwned` stays undefined.
 */
export async function expectHostileMarkdownInert(page: Page, area: Locator): Promise<void> {
  await expect(area.locator('strong', { hasText: 'bold' })).toBeVisible();
  await expect(area.getByRole('heading', { name: 'Incident notes' })).toBeVisible();
  await expect(area.locator('script')).toHaveCount(0);
  await expect(area.locator('img')).toHaveCount(0);
  await expect(area.locator('[onerror]')).toHaveCount(0);
  await expect(area.locator('a[href^="javascript:" i]')).toHaveCount(0);
  const url = page.url();
  await area.getByText('x', { exact: true }).click();
  expect(page.url()).toBe(url);
  expect(await page.evaluate(() => (window as unknown as { __pwned?: unknown }).__pwned)).toBeUndefined();
}
