import type { Locator, Page } from '@playwright/test';

/** Opens an antd Select (found by its accessible name or a locator) and picks the option with this exact text. */
export async function chooseOption(page: Page, select: Locator, option: string): Promise<void> {
  await select.click();
  await page
    .locator('.ant-select-dropdown:not(.ant-select-dropdown-hidden) .ant-select-item-option')
    .filter({ hasText: new RegExp(`^${option.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`) })
    .click();
}

/** The notification (toast) area. */
export function toast(page: Page): Locator {
  return page.locator('.ant-notification-notice');
}
