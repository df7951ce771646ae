/** Lighthouse performance scores of the built web app, in Debian's Chromium. */
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '@warroom/testing';
import { z } from 'zod';
import type { Cleanup, Log } from '../infra.ts';

/** Lighthouse runs of one page that may fail to record (a runtime error) and be run again. */
const MAX_RETRIES = 3;

export const CHROME_FLAGS = ['--headless=new', ...CHROMIUM_ARGS];
export const lighthouseResultSchema = z.object({
  scores: z.array(z.number()),
  median: z.number(),
  metrics: z
    .object({
      fcpMs: z.number(),
      lcpMs: z.number(),
      tbtMs: z.number(),
      cls: z.number(),
      speedIndexMs: z.number(),
    })
    .nullable(),
  scripts: z.array(z.object({ url: z.string(), transferBytes: z.number().optional() })).nullable(),
  retried: z.array(z.string()),
});
export type LighthouseResult = z.infer<typeof lighthouseResultSchema>;

/** The rows of the network-requests audit the scripts are read from. */
const networkRequestsSchema = z.object({
  items: z.array(
    z.object({ url: z.string(), resourceType: z.string().optional(), transferSize: z.number().optional() }),
  ),
});

export type LighthouseOptions = {
  readonly baseUrl: string;
  readonly pages: readonly string[];
  readonly runs?: number;
  readonly chromePath?: string;
  readonly cleanup?: Cleanup;
  readonly log?: Log;
};

/**
 * Lighthouse performance (default config: mobile, simulated Slow 4G and 4x CPU slowdown)
 * of each page, `runs` times each (the median is reported); the JavaScript the browser
 * actually fetched is returned too, to check the computed sizes.
 */
export async function lighthouseScores({
  baseUrl,
  pages,
  runs = 3,
  chromePath = CHROMIUM_PATH,
  cleanup,
  log = () => undefined,
}: LighthouseOptions): Promise<Record<string, LighthouseResult>> {
  const { default: lighthouse } = await import('lighthouse');
  const chromeLauncher = await import('chrome-launcher');
  const chrome = await chromeLauncher.launch({ chromePath, chromeFlags: CHROME_FLAGS, logLevel: 'silent' });
  const killChrome = (): void => {
    try {
      chrome.kill();
    } catch {
      /* already gone */
    }
  };
  cleanup?.add('chromium', killChrome);
  const out: Record<string, LighthouseResult> = {};
  try {
    for (const page of pages) {
      const scores: number[] = [];
      const retried: string[] = [];
      let metrics: LighthouseResult['metrics'] = null;
      let scripts: LighthouseResult['scripts'] = null;
      for (let i = 0; i < runs; i++) {
        const result = await lighthouse(new URL(page, baseUrl).toString(), {
          port: chrome.port,
          output: 'json',
          logLevel: 'error',
          onlyCategories: ['performance'],
        });
        if (!result) throw new Error(`lighthouse ${page}: no result`);
        const lhr = result.lhr;
        if (lhr.runtimeError) {
          // A failed recording (NO_NAVSTART, NO_FCP... on a loaded machine: "Please run
          // Lighthouse again") is run again, up to MAX_RETRIES times per page; it is no score.
          const what = `${lhr.runtimeError.code} ${lhr.runtimeError.message}`;
          if (retried.length >= MAX_RETRIES)
            throw new Error(`lighthouse ${page}: ${what} (after ${retried.length} retries)`);
          retried.push(lhr.runtimeError.code);
          log(`lighthouse ${page} run ${i + 1}: ${what}; running it again`);
          i--;
          continue;
        }
        const score = Math.round((lhr.categories.performance.score ?? 0) * 100);
        scores.push(score);
        log(`lighthouse ${page} run ${i + 1}: ${score}`);
        const a = lhr.audits;
        metrics = {
          fcpMs: Math.round(a['first-contentful-paint']?.numericValue ?? 0),
          lcpMs: Math.round(a['largest-contentful-paint']?.numericValue ?? 0),
          tbtMs: Math.round(a['total-blocking-time']?.numericValue ?? 0),
          cls: Math.round((a['cumulative-layout-shift']?.numericValue ?? 0) * 1000) / 1000,
          speedIndexMs: Math.round(a['speed-index']?.numericValue ?? 0),
        };
        const requests = networkRequestsSchema.safeParse(a['network-requests']?.details);
        scripts = (requests.success ? requests.data.items : [])
          .filter((r) => r.resourceType === 'Script')
          .map((r) => ({ url: new URL(r.url).pathname, transferBytes: r.transferSize }));
      }
      const sorted = [...scores].sort((a, b) => a - b);
      out[page] = { scores, median: sorted[Math.floor(sorted.length / 2)], metrics, scripts, retried };
    }
  } finally {
    killChrome();
  }
  return out;
}
