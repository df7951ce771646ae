import { mkdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { expect, type Locator, type Page } from '@playwright/test';

const SCREENSHOTS_DIR = fileURLToPath(new URL('../../../../docs/screenshots/', import.meta.url));

/**
 * Saves the viewport (1280x800), scrolled to the top and without toasts, as
 * docs/screenshots/<name>.png; or only `part` of the page (a card further down), when told.
 */
export async function saveScreenshot(page: Page, name: string, part?: Locator): Promise<void> {
  mkdirSync(SCREENSHOTS_DIR, { recursive: true });
  await page.evaluate(() => window.scrollTo(0, 0));
  // Toasts leave by themselves after 5 s, unless the pointer rests on one (it pauses them).
  await page.mouse.move(0, 0);
  await expect(page.locator('.ant-notification-notice, .lp-toast')).toHaveCount(0, { timeout: 10_000 });
  const path = `${SCREENSHOTS_DIR}${name}.png`;
  if (part) await part.screenshot({ path, animations: 'disabled' });
  else await page.screenshot({ path, animations: 'disabled' });
}
