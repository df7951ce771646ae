/**
 * The gzip size of the JavaScript each page loads, computed from apps/web/dist.
 *
 * How the JavaScript of a page is computed (no Vite manifest is emitted):
 * 1. the entry: the <script type="module"> and <link rel="modulepreload"> of index.html;
 * 2. the route's lazily loaded chunks (router.tsx: every page and layout is its own chunk,
 *    named after its module, e.g. `apply-page-<hash>.js`), found by name in dist/assets;
 * 3. the closure of static imports (`from"./x.js"`, `import"./x.js"`) of all of them.
 * Dynamic imports inside a page (e.g. the chart code of analytics) are not followed: the page
 * does not load them before they are needed. Each file is gzipped at level 9 and summed.
 */
import { cpSync, existsSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { gzipSync } from 'node:zlib';
import { z } from 'zod';

/**
 * The lazily loaded modules each route renders (apps/web/src/app/router.tsx): a public page is
 * its own chunk on the light shell (no antd); a signed-in page renders in the antd shell and
 * its layout.
 */
export const ROUTE_CHUNKS: Readonly<Record<string, readonly string[]>> = {
  '/': ['landing-page'],
  '/apply': ['apply-page'],
  '/application-status': ['application-status-page'],
  '/login': ['login-page'],
  '/join': ['join-page'],
  '/forgot-password': ['forgot-password-page'],
  '/reset-password': ['reset-password-page'],
  '/dashboard': ['antd-shell', 'signed-in-layout', 'dashboard-page'],
  '/profile': ['antd-shell', 'signed-in-layout', 'profile-page'],
};
export const PUBLIC_ROUTES = [
  '/',
  '/apply',
  '/application-status',
  '/login',
  '/join',
  '/forgot-password',
  '/reset-password',
];
/** The first page after sign-in: /dashboard when it is built, else /profile. */
export const SIGNED_IN_ROUTES = ['/dashboard', '/profile'];

const STATIC_IMPORT = /(?:\bfrom|\bimport)\s*["'`]\.\/([^"'`]+\.js)["'`]/g;

/** A route's JavaScript; `fileList` is left out of results.json. */
export const routeSizeSchema = z.discriminatedUnion('built', [
  z.object({
    built: z.literal(true),
    files: z.number(),
    rawBytes: z.number(),
    gzipBytes: z.number(),
    largest: z.array(z.object({ file: z.string(), gzipBytes: z.number() })),
    fileList: z.array(z.string()).optional(),
  }),
  z.object({ built: z.literal(false), missing: z.array(z.string()) }),
]);
export type RouteSize = z.infer<typeof routeSizeSchema>;

export type JsSizes = { readonly entry: string[]; readonly routes: Record<string, RouteSize> };

type FileSize = { raw: number; gzip: number };

export function jsSizes(distDir: string): JsSizes {
  const assets = join(distDir, 'assets');
  const html = readFileSync(join(distDir, 'index.html'), 'utf8');
  const files = readdirSync(assets);
  const gz = new Map<string, FileSize>();
  const gzipOf = (file: string): FileSize => {
    let size = gz.get(file);
    if (!size) {
      const buf = readFileSync(join(assets, file));
      size = { raw: buf.length, gzip: gzipSync(buf, { level: 9 }).length };
      gz.set(file, size);
    }
    return size;
  };
  const closure = (roots: string[]): Set<string> => {
    const seen = new Set<string>();
    const stack = [...roots];
    for (let file = stack.pop(); file !== undefined; file = stack.pop()) {
      if (seen.has(file) || !existsSync(join(assets, file))) continue;
      seen.add(file);
      const text = readFileSync(join(assets, file), 'utf8');
      for (const m of text.matchAll(STATIC_IMPORT)) stack.push(m[1]);
    }
    return seen;
  };
  const entry = [
    ...html.matchAll(/<(?:script[^>]*\ssrc|link[^>]*rel="modulepreload"[^>]*\shref)="\/assets\/([^"]+\.js)"/g),
  ].map((m) => m[1]);
  const chunkFor = (name: string): string | undefined =>
    files.find(
      (f) => f.endsWith('.js') && f.startsWith(`${name}-`) && /^[A-Za-z0-9_-]{8}\.js$/.test(f.slice(name.length + 1)),
    );
  const routes: Record<string, RouteSize> = {};
  for (const [route, names] of Object.entries(ROUTE_CHUNKS)) {
    const chunks = names.map(chunkFor);
    const found = chunks.filter((c) => c !== undefined);
    if (found.length < chunks.length) {
      routes[route] = { built: false, missing: names.filter((_, i) => !chunks[i]) };
      continue;
    }
    const all = [...closure([...entry, ...found])].sort();
    const sum = (k: keyof FileSize): number => all.reduce((s, f) => s + gzipOf(f)[k], 0);
    routes[route] = {
      built: true,
      files: all.length,
      rawBytes: sum('raw'),
      gzipBytes: sum('gzip'),
      largest: all
        .map((f) => ({ file: f, gzipBytes: gzipOf(f).gzip }))
        .sort((a, b) => b.gzipBytes - a.gzipBytes)
        .slice(0, 5),
      fileList: all,
    };
  }
  return { entry, routes };
}

/**
 * Copies apps/web/dist to `dest` once it is complete (index.html and every chunk its routes
 * import exist), so that a rebuild by someone else during the run changes nothing: the
 * gateway serves the copy and the sizes are computed from it. Waits up to `timeoutMs` for a
 * build in progress to finish.
 */
export async function snapshotWebDist(src: string, dest: string, timeoutMs = 120_000): Promise<string> {
  const deadline = Date.now() + timeoutMs;
  let last: string;
  for (;;) {
    try {
      rmSync(dest, { recursive: true, force: true });
      cpSync(src, dest, { recursive: true });
      const sizes = jsSizes(dest);
      const missing: string[] = [];
      for (const f of sizes.entry) if (!existsSync(join(dest, 'assets', f))) missing.push(f);
      for (const r of Object.values(sizes.routes)) {
        const fileList = r.built ? (r.fileList ?? []) : [];
        for (const f of fileList) if (!existsSync(join(dest, 'assets', f))) missing.push(f);
      }
      if (sizes.entry.length > 0 && missing.length === 0 && sizes.routes['/']?.built) return dest;
      last = missing.length ? `missing ${missing.join(', ')}` : 'no entry or landing chunk';
    } catch (error) {
      last = error instanceof Error ? error.message : String(error);
    }
    if (Date.now() > deadline) throw new Error(`apps/web/dist is incomplete (${last}): build the web app first`);
    await sleep(2_000);
  }
}
