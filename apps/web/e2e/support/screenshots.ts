import { mkdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { expect, type Locator, type Page } from '@playwright/test';

const SCREENSHOTS_DIR = fileURLToPath(new URL('../../../../docs/screenshots/', import.meta.url));

/** Below the portal's sticky top bar (64 px), with a little room. */
const TOP_BAR_ROOM_PX = 80;

/**
 * Saves the viewport (1280x800), scrolled to the top and without toasts, as
 * docs/screenshots/<name>.png; or only `part` of the page (a card further down), when told;
 * or the viewport scrolled to where `from` starts (a long card further down, on a phone).
 */
export async function saveScreenshot(
  page: Page,
  name: string,
  part?: Locator,
  { from }: { from?: Locator } = {},
): Promise<void> {
  mkdirSync(SCREENSHOTS_DIR, { recursive: true });
  // A journey that changed the shared admin's saved theme and left it so would put the wrong
  // theme in the README: each picture is in the theme its name says.
  const theme = name.endsWith('-dark') ? 'dark' : 'light';
  await expect(page.locator('html'), `${name}.png is in the ${theme} theme`).toHaveAttribute('data-theme', theme);
  // Instantly: the app scrolls smoothly, and a screenshot would catch it on the way.
  await page.evaluate(() => window.scrollTo({ top: 0, behavior: 'instant' }));
  if (from) {
    await from.evaluate((element, room) => {
      const top = element.getBoundingClientRect().top + window.scrollY - room;
      window.scrollTo({ top, behavior: 'instant' });
    }, TOP_BAR_ROOM_PX);
  }
  // Toasts leave by themselves after 5 s, unless the pointer rests on one (it pauses them).
  await page.mouse.move(0, 0);
  await expect(page.locator('.ant-notification-notice, .lp-toast')).toHaveCount(0, { timeout: 10_000 });
  const path = `${SCREENSHOTS_DIR}${name}.png`;
  if (part) await part.screenshot({ path, animations: 'disabled' });
  else await page.screenshot({ path, animations: 'disabled' });
}
