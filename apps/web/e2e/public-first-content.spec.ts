import { expect, type Page, test } from '@playwright/test';

/** What the page showed while it loaded, recorded from before its first script ran. */
type FirstContent = { spinner: string | null; contentAt: number | null; fcp: number | null };

/**
 * Anything that says 'wait' without saying how far: the boot loader, antd's spinner, a busy
 * region, a progress bar with no value (the wizard's 'Step 1 of 3' bar has one, and is content).
 */
const SPINNER =
  '.boot-loader, .ant-spin, [aria-busy="true"], [role="progressbar"]:not([aria-valuenow]), progress:not([value])';

/**
 * Watches the document from its first byte: whether a spinner was ever in it, when `content`
 * first was (a mutation observer runs before the next paint), and the first contentful paint.
 */
async function watchFirstContent(page: Page, content: string): Promise<void> {
  await page.addInitScript(
    ({ spinner, content }) => {
      const seen = { spinner: null as string | null, contentAt: null as number | null };
      Object.assign(window, { __firstContent: seen });
      new MutationObserver(() => {
        const found = document.querySelector(spinner);
        if (found && !seen.spinner) seen.spinner = found.outerHTML.slice(0, 120);
        if (seen.contentAt === null && document.querySelector(content)) seen.contentAt = performance.now();
      }).observe(document, { childList: true, subtree: true, attributes: true });
    },
    { spinner: SPINNER, content },
  );
}

async function firstContent(page: Page): Promise<FirstContent> {
  return page.evaluate(() => {
    const seen = (window as unknown as { __firstContent: Omit<FirstContent, 'fcp'> }).__firstContent;
    const fcp = performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? null;
    return { ...seen, fcp };
  });
}

const FIRST_VISITS = [
  { path: '/login', content: 'form input[type="password"]', ready: 'Member Login' },
  { path: '/apply', content: 'form #apply-applicantName', ready: 'Apply to the War Room' },
  { path: '/forgot-password', content: 'form input[type="email"]', ready: 'Forgot Password' },
] as const;

for (const { path, content, ready } of FIRST_VISITS) {
  test(`a first visit to ${path} shows its form in one step, without a spinner`, async ({ page }, testInfo) => {
    await watchFirstContent(page, content);
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
