/**
 * When a first visit to a public form shows its form, on localhost, in Debian's Chromium (no
 * throttling, a new browser context each time: nothing cached). The same watch as the browser
 * test `public-first-content.spec.ts`: a mutation observer from the document's first byte
 * notes when the form's field is there, and whether a spinner ever was.
 */
import { chromium } from '@playwright/test';
import {
  CHROMIUM_ARGS,
  CHROMIUM_PATH,
  FIRST_CONTENT_SPINNER,
  firstContentSeen,
  watchFirstContent,
} from '@warroom/testing';
import { z } from 'zod';
import { round } from '../round.ts';

/** The public forms and the field that says each is there. */
export const FIRST_CONTENT_PAGES = [
  { path: '/login', content: 'form input[type="password"]' },
  { path: '/apply', content: 'form #apply-applicantName' },
  { path: '/forgot-password', content: 'form input[type="email"]' },
] as const;

export const firstContentSchema = z.object({
  /** Milliseconds from the navigation's start to the form in the document, each visit. */
  runsMs: z.array(z.number().nullable()),
  medianMs: z.number().nullable(),
  /** The first spinner seen in any visit (its HTML's start), or null. */
  spinner: z.string().nullable(),
});
export type FirstContent = z.infer<typeof firstContentSchema>;

export async function firstContent(baseUrl: string, runs = 3): Promise<Record<string, FirstContent>> {
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: [...CHROMIUM_ARGS] });
  try {
    const results: Record<string, FirstContent> = {};
    for (const { path, content } of FIRST_CONTENT_PAGES) {
      const runsMs: (number | null)[] = [];
      let spinner: string | null = null;
      for (let i = 0; i < runs; i++) {
        const context = await browser.newContext();
        try {
          const page = await context.newPage();
          await page.addInitScript(watchFirstContent, { spinner: FIRST_CONTENT_SPINNER, content });
          await page.goto(new URL(path, baseUrl).toString());
          await page.waitForSelector(content, { timeout: 10_000 });
          const seen = await page.evaluate(firstContentSeen);
          runsMs.push(seen.contentAt === null ? null : round(seen.contentAt, 0));
          spinner ??= seen.spinner;
        } finally {
          await context.close();
        }
      }
      const measured = runsMs.filter((ms): ms is number => ms !== null).sort((a, b) => a - b);
      const medianMs = measured.length === runs ? (measured[Math.floor(runs / 2)] ?? null) : null;
      results[path] = { runsMs, medianMs, spinner };
    }
    return results;
  } finally {
    await browser.close();
  }
}
