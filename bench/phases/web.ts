/** The web app: the JavaScript each page loads, compression, a first visit's content, and Lighthouse (full runs). */
import type { Cleanup } from '../lib/infra.ts';
import type { Results } from '../lib/results.ts';
import { compression } from '../lib/web/compression.ts';
import { firstContent } from '../lib/web/first-content.ts';
import { lighthouseScores } from '../lib/web/lighthouse.ts';
import { jsSizes, PUBLIC_ROUTES, SIGNED_IN_ROUTES } from '../lib/web/sizes.ts';
import type { RunContext } from './context.ts';

export type WebOptions = {
  readonly baseUrl: string;
  readonly distDir: string;
  readonly cookie: string;
  readonly cleanup: Cleanup;
};

export async function measureWeb(
  ctx: RunContext,
  { baseUrl, distDir, cookie, cleanup }: WebOptions,
): Promise<NonNullable<Results['web']>> {
  const { options, log, check } = ctx;
  log('web: sizes and compression...');
  const sizes = jsSizes(distDir);
  const web: NonNullable<Results['web']> = {
    method:
      'index.html entry script + modulepreloads, plus the lazily loaded chunks the route renders (router.tsx), plus the closure of their static imports; each file gzip -9; summed',
    entry: sizes.entry,
    routes: Object.fromEntries(
      Object.entries(sizes.routes).map(([route, r]) => [route, { ...r, fileList: undefined }]),
    ),
    compression: await compression({
      baseUrl,
      distDir,
      cookie,
      apiPaths: ['/api/okr/objectives', '/api/applications?limit=50', '/api/admin/audit-logs'],
    }),
  };
  for (const route of PUBLIC_ROUTES) check(!!sizes.routes[route]?.built, `web: no chunks found for ${route}`);
  const index = web.compression.find((c) => c.what === 'index.html');
  check(index?.status === 200, `web: GET / answered ${index?.status}`);
  check(
    SIGNED_IN_ROUTES.some((r) => sizes.routes[r]?.built),
    'web: no signed-in page chunks found',
  );
  log('web: first content of the public forms...');
  web.firstContent = await firstContent(baseUrl);
  log(`first content: ${JSON.stringify(web.firstContent)}`);
  for (const [path, seen] of Object.entries(web.firstContent)) {
    check(seen.medianMs !== null, `web: the form of ${path} did not show in every visit`);
  }
  const lighthouse = options.config.lighthouse;
  if (options.runLighthouse && lighthouse) {
    log('web: Lighthouse...');
    ctx.noteLoad('lighthouse');
    web.lighthouse = await lighthouseScores({ baseUrl, pages: lighthouse.pages, runs: lighthouse.runs, cleanup, log });
  }
  return web;
}
