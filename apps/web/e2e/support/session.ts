import { expect, type Page } from '@playwright/test';
import type { Credentials } from './data';

/** Signs the page's browser context in through the API (the cookie lands in the browser). */
export async function signIn(page: Page, who: Credentials): Promise<void> {
  const response = await page.request.post('/api/auth/login', { data: who });
  expect(response.status(), await response.text()).toBe(200);
}
