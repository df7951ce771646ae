import { mkdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { expect, type Page } from '@playwright/test';

const SCREENSHOTS_DIR = fileURLToPath(new URL('../../../../docs/screenshots/', import.meta.url));

/** Saves the viewport (1280x800), scrolled to the top and without toasts, as docs/screenshots/<name>.png. */
export async function saveScreenshot(page: Page, name: string): Promise<void> {
  mkdirSync(SCREENSHOTS_DIR, { recursive: true });
  await page.evaluate(() => window.scrollTo(0, 0));
  // Toasts leave by themselves after 5 s, unless the pointer rests on one (it pauses them).
  await page.mouse.move(0, 0);
  await expect(page.locator('.ant-notification-notice')).toHaveCount(0, { timeout: 10_000 });
  await page.screenshot({ path: `${SCREENSHOTS_DIR}${name}.png`, animations: 'disabled' });
}
