import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/**
 * Waits for the page's finite animations and transitions to end (a modal fading in, a button's
 * colour change), so that colours are read as they settle: mid-fade, a button's white text over its
 * half-transparent background reads a contrast neither theme has (seen in CI: 4.48 for 5.2).
 * Endless ones (spinners) are left running.
 */
async function animationsSettled(page: Page): Promise<void> {
  await page.evaluate(async () => {
    const finite = document
      .getAnimations()
      .filter((animation) => animation.effect?.getComputedTiming().iterations !== Infinity);
    await Promise.all(finite.map((animation) => animation.finished.catch(() => undefined)));
  });
}

/** Serious and critical violations (WCAG 2.1 A/AA and best practice), described well enough to fix. */
export async function seriousViolations(page: Page): Promise<string[]> {
  await animationsSettled(page);
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'])
    .analyze();
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map(
      (violation) =>
        `${violation.id} (${violation.impact}): ${violation.help}\n  ${violation.nodes
          .slice(0, 5)
          .map(
            (node) =>
              `${node.target.join(' ')}: ${node.failureSummary?.split('\n').slice(1, 2).join(' ').trim() ?? ''}`,
          )
          .join('\n  ')}`,
    );
}

type Theme = 'light' | 'dark';

/**
 * Axe on a signed-in page as it is, in the light theme and then the dark one (the user's saved
 * theme, then a reload; `ready` waits for the page's content each time); the light theme is saved
 * again at the end, as the other journeys and their screenshots expect.
 */
export async function expectAxeCleanInBothThemes(page: Page, ready: () => Promise<void>): Promise<void> {
  const saveTheme = async (theme: Theme) => {
    const saved = await page.request.post('/api/profile/update-theme', { data: { theme } });
    expect(saved.ok()).toBe(true);
  };
  const found: Record<Theme, string[]> = { light: [], dark: [] };
  try {
    for (const theme of ['light', 'dark'] as const) {
      await saveTheme(theme);
      await page.reload();
      await ready();
      await expect(page.locator('html')).toHaveAttribute('data-theme', theme);
      found[theme] = await seriousViolations(page);
    }
  } finally {
    await saveTheme('light');
  }
  expect(found).toEqual({ light: [], dark: [] });
}
