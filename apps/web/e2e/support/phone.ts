import { expect, type Locator, type Page } from '@playwright/test';

/** An iPhone 12 to 15's viewport, in CSS pixels. */
export const PHONE = { width: 390, height: 844 } as const;

/** The page does not scroll sideways: nothing runs past the right edge of the screen. */
export async function expectNoSidewaysScroll(page: Page): Promise<void> {
  const overflow = await page.evaluate(() => {
    const root = document.scrollingElement ?? document.documentElement;
    return { scrollWidth: root.scrollWidth, clientWidth: root.clientWidth };
  });
  expect(overflow.scrollWidth, 'the page scrolls sideways').toBeLessThanOrEqual(overflow.clientWidth);
}

/**
 * Each of `texts` is shown inside `area`, whole and within the screen's width: not hidden,
 * not cut by a container that scrolls sideways.
 */
export async function expectShown(page: Page, area: Locator, texts: readonly (string | RegExp)[]): Promise<void> {
  const width = page.viewportSize()?.width ?? 0;
  for (const text of texts) {
    const element = area.getByText(text, { exact: typeof text === 'string' }).first();
    await expect(element).toBeVisible();
    const box = await element.boundingBox();
    expect(box, `${String(text)} has a box`).not.toBeNull();
    if (!box) continue;
    expect(box.x, `${String(text)} starts on screen`).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width, `${String(text)} ends on screen`).toBeLessThanOrEqual(width);
    // Not scrolled away or clipped inside a narrower container (a table's scroll region).
    const clipped = await element.evaluate((node) => {
      const rect = node.getBoundingClientRect();
      for (let parent = node.parentElement; parent; parent = parent.parentElement) {
        if (getComputedStyle(parent).overflowX === 'visible') continue;
        const frame = parent.getBoundingClientRect();
        if (rect.left < frame.left - 1 || rect.right > frame.right + 1) return true;
      }
      return false;
    });
    expect(clipped, `${String(text)} is clipped by a container`).toBe(false);
  }
}

/** The portal's shell on a phone: one main and one banner landmark, the skip link first, the section's title on top. */
export async function expectPhoneShell(page: Page, sectionTitle: string): Promise<void> {
  await expect(page.getByRole('main')).toHaveCount(1);
  await expect(page.getByRole('banner')).toHaveCount(1);
  await expect(page.locator('main')).toHaveCount(1);
  await expect(page.locator('header')).toHaveCount(1);
  await expect(page.getByRole('banner').getByText(sectionTitle, { exact: true })).toBeVisible();

  // The skip link is the first stop of the keyboard and lands on the page's main content.
  await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
  await page.keyboard.press('Tab');
  const skip = page.getByRole('link', { name: 'Skip to content' });
  await expect(skip).toBeFocused();
  await expect(skip).toBeInViewport();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('main')).toBeFocused();
}
