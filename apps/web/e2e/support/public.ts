import type { Locator, Page } from '@playwright/test';

/**
 * The toast of the light shell (the public pages: login, join, apply, reset), which stays
 * on the page a login or a join lands on. The signed-in app's toasts are antd's (`antd.ts`).
 */
export function publicToast(page: Page): Locator {
  return page.locator('.lp-toast');
}
