import { expect, type Locator, type Page } from '@playwright/test';

/**
 * Chooses the option with this exact text in an antd Select (found by its accessible name or a
 * locator), with the keyboard as a keyboard user would: Enter opens the list, the arrow keys move
 * the active option, Enter takes it. The mouse is not used because antd's list is positioned
 * against the document: a scroll while it opens moves it between the press and the release of a
 * click, and the click is lost (seen in CI). What the choice does is for the caller to check.
 */
export async function chooseOption(page: Page, select: Locator, option: string): Promise<void> {
  const list = page.locator('.ant-select-dropdown:not(.ant-select-dropdown-hidden)');
  const active = list.locator('.ant-select-item-option-active');
  await select.focus();
  if ((await select.getAttribute('aria-expanded')) !== 'true') await select.press('Enter');
  await expect(active).toHaveCount(1);
  const count = await list.locator('.ant-select-item-option').count();
  // The list wraps around, so one turn of it reaches every option.
  for (let moves = 0, current = await active.innerText(); current !== option; moves++) {
    if (moves >= count) throw new Error(`The select has no option "${option}"`);
    await select.press('ArrowDown');
    await expect(active).not.toHaveText(current);
    current = await active.innerText();
  }
  await select.press('Enter');
  await expect(select).toHaveAttribute('aria-expanded', 'false');
}

/** The notification (toast) area. */
export function toast(page: Page): Locator {
  return page.locator('.ant-notification-notice');
}

/**
 * Types a date ('2026-12-31') or a date and time ('2026-12-31 14:00') into an antd DatePicker,
 * or clears it with '', and leaves the field with Tab, which takes the typed value (the
 * pickers ask for no OK). The field then shows what was typed.
 */
export async function typeDate(picker: Locator, text: string): Promise<void> {
  await picker.click();
  await picker.fill(text);
  await picker.press('Tab');
  await expect(picker).toHaveValue(text);
}
