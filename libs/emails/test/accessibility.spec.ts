import AxeBuilder from '@axe-core/playwright';
import { type Browser, chromium } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '@warroom/testing';
import { type EmailMessage, renderEmail } from '../src/index.js';

/**
 * Every email's HTML as a mail client on a phone shows it: loaded in Chromium at 390 px, then
 * checked by axe (WCAG 2.1 A and AA, and best practice): no violation of any impact.
 */

const PUBLIC_URL = 'https://warroom.example/';
const TOKEN = 'tok_ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmno';

const MESSAGES: readonly EmailMessage[] = [
  { kind: 'applicationReceived', name: 'Priya Raman', applicationId: 'Ppa_0123456789abcdefghij' },
  { kind: 'welcome', name: 'Priya Raman', token: TOKEN, decisionReason: 'A strong operator' },
  { kind: 'welcomeBack', name: 'Priya Raman', decisionReason: 'A strong operator' },
  { kind: 'applicationRejected', name: 'Priya Raman', decisionReason: 'Not yet in a leadership role' },
  { kind: 'applicationWaitlisted', name: 'Priya Raman', decisionReason: null },
  { kind: 'invitation', name: 'Sam Lee', role: 'CTO', token: TOKEN, invitedBy: 'admin@warroom.local' },
  { kind: 'passwordReset', name: null, token: TOKEN, validMinutes: 60 },
];

let browser: Browser;

beforeAll(async () => {
  browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: [...CHROMIUM_ARGS] });
});

afterAll(async () => {
  await browser.close();
});

describe('the emails in a browser', () => {
  it.each(MESSAGES.map((message) => [message.kind, message] as const))(
    '%s: axe finds no violation, and it fits a phone',
    async (_kind, message) => {
      const { html } = await renderEmail(message, PUBLIC_URL);
      // axe opens pages of its own in the page's context: a context of the test's own, not browser.newPage().
      const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
      const page = await context.newPage();
      try {
        await page.setContent(html);
        const results = await new AxeBuilder({ page })
          .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'])
          .analyze();
        const violations = results.violations.map(
          (violation) => `${violation.id} (${violation.impact ?? 'no impact'}): ${violation.help}`,
        );
        expect(violations).toEqual([]);
        // With its viewport, the page is as wide as the phone: nothing to pan sideways.
        const width = await page.evaluate(() => document.documentElement.scrollWidth);
        expect(width).toBeLessThanOrEqual(390);
      } finally {
        await context.close();
      }
    },
  );
});
