import { expect, type Page, test } from '@playwright/test';
import { FIRST_CONTENT_SPINNER, firstContentSeen, watchFirstContent, type FirstContentSeen } from '@warroom/testing';

/** What the page showed while it loaded, recorded from before its first script ran. */
type FirstContent = FirstContentSeen & { fcp: number | null };

async function firstContent(page: Page): Promise<FirstContent> {
  const seen = await page.evaluate(firstContentSeen);
  const fcp = await page.evaluate(() => performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? null);
  return { ...seen, fcp };
}

const FIRST_VISITS = [
  { path: '/login', content: 'form input[type="password"]', ready: 'Member Login' },
  { path: '/apply', content: 'form #apply-applicantName', ready: 'Apply to the War Room' },
  { path: '/forgot-password', content: 'form input[type="email"]', ready: 'Forgot Password' },
] as const;

for (const { path, content, ready } of FIRST_VISITS) {
  test(`a first visit to ${path} shows its form in one step, without a spinner`, async ({ page }, testInfo) => {
    await page.addInitScript(watchFirstContent, { spinner: FIRST_CONTENT_SPINNER, content });
    await page.goto(path);
    await expect(page.getByRole('heading', { name: ready, level: 1 })).toBeVisible();
    await page.waitForLoadState('networkidle');
    const seen = await firstContent(page);
    const line = `first content of ${path}: form at ${seen.contentAt?.toFixed(0)} ms, FCP ${seen.fcp?.toFixed(0)} ms`;
    testInfo.annotations.push({ type: 'first content', description: line });
    console.log(`[first-content] ${line}`);
    expect(seen.spinner).toBeNull();
    expect(seen.contentAt).not.toBeNull();
    expect(seen.fcp).not.toBeNull();
    // The form was in the document by the first contentful paint: nothing was painted before it.
    expect(seen.contentAt!).toBeLessThanOrEqual(seen.fcp!);
  });
}
