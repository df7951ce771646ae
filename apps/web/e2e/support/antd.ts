import { expect, type Locator, type Page } from '@playwright/test';

/** Opens an antd Select (found by its accessible name or a locator) and picks the option with this exact text. */
export async function chooseOption(page: Page, select: Locator, option: string): Promise<void> {
  await pick(page, select, option);
}

/**
 * chooseOption for a form field, where the choice must stay: a click that lands while the
 * dropdown is still animating open can be lost, so the choice is checked in the select's box
 * (its nearest `ant-select` ancestor) and made once more if it does not show.
 */
export async function chooseFormOption(page: Page, select: Locator, option: string): Promise<void> {
  const box = select.locator(
    `xpath=ancestor::div[contains(concat(' ', normalize-space(@class), ' '), ' ant-select ')][1]`,
  );
  for (let attempt = 1; ; attempt++) {
    await pick(page, select, option);
    try {
      await expect(box).toContainText(option, { timeout: 5_000 });
      return;
    } catch (error) {
      if (attempt >= 2) throw error;
    }
  }
}

async function pick(page: Page, select: Locator, option: string): Promise<void> {
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
