/**
 * Web: the gzip size of the JavaScript each page loads, computed from apps/web/dist, whether
 * the gateway compresses what it sends, and Lighthouse performance scores (Debian Chromium).
 *
 * How the JavaScript of a page is computed (no Vite manifest is emitted):
 * 1. the entry: the <script type="module"> and <link rel="modulepreload"> of index.html;
 * 2. the route's lazily loaded chunks (router.tsx: every page and layout is its own chunk,
 *    named after its module, e.g. `apply-page-<hash>.js`), found by name in dist/assets;
 * 3. the closure of static imports (`from"./x.js"`, `import"./x.js"`) of all of them.
 * Dynamic imports inside a page (e.g. the chart code of analytics) are not followed: the page
 * does not load them before they are needed. Each file is gzipped at level 9 and summed.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { request } from 'node:http';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

/** The lazily loaded modules each route renders (apps/web/src/app/router.tsx). */
export const ROUTE_CHUNKS = {
  '/': ['landing-page'],
  '/apply': ['antd-shell', 'apply-page'],
  '/application-status': ['antd-shell', 'application-status-page'],
  '/login': ['antd-shell', 'login-page'],
  '/dashboard': ['antd-shell', 'signed-in-layout', 'dashboard-page'],
  '/profile': ['antd-shell', 'signed-in-layout', 'profile-page'],
};
export const PUBLIC_ROUTES = ['/', '/apply', '/application-status', '/login'];
/** The first page after sign-in: /dashboard when it is built, else /profile. */
export const SIGNED_IN_ROUTES = ['/dashboard', '/profile'];

const STATIC_IMPORT = /(?:\bfrom|\bimport)\s*["'`]\.\/([^"'`]+\.js)["'`]/g;

export function jsSizes(distDir) {
  const assets = join(distDir, 'assets');
  const html = readFileSync(join(distDir, 'index.html'), 'utf8');
  const files = readdirSync(assets);
  const gz = new Map();
  const gzipOf = (file) => {
    if (!gz.has(file)) {
      const buf = readFileSync(join(assets, file));
      gz.set(file, { raw: buf.length, gzip: gzipSync(buf, { level: 9 }).length });
    }
    return gz.get(file);
  };
  const closure = (roots) => {
    const seen = new Set();
    const stack = [...roots];
    while (stack.length) {
      const file = stack.pop();
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
  const chunkFor = (name) =>
    files.find(
      (f) => f.endsWith('.js') && f.startsWith(`${name}-`) && /^[A-Za-z0-9_-]{8}\.js$/.test(f.slice(name.length + 1)),
    );
  const routes = {};
  for (const [route, names] of Object.entries(ROUTE_CHUNKS)) {
    const chunks = names.map(chunkFor);
    if (chunks.some((c) => !c)) {
      routes[route] = { built: false, missing: names.filter((_, i) => !chunks[i]) };
      continue;
    }
    const all = [...closure([...entry, ...chunks])].sort();
    const sum = (k) => all.reduce((s, f) => s + gzipOf(f)[k], 0);
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

/** One GET with a given Accept-Encoding, without decoding: status, encoding and bytes on the wire. */
export function rawGet(url, headers = {}) {
  return new Promise((resolve, reject) => {
    const req = request(url, { method: 'GET', headers }, (res) => {
      let bytes = 0;
      res.on('data', (c) => (bytes += c.length));
      res.on('end', () =>
        resolve({
          status: res.statusCode,
          encoding: res.headers['content-encoding'] ?? null,
          bytes,
          type: res.headers['content-type'] ?? '',
        }),
      );
    });
    req.on('error', reject);
    req.end();
  });
}

/** Whether the gateway compresses the page, its scripts and styles and large API answers. */
export async function compression({ baseUrl, distDir, cookie, apiPaths }) {
  const sizes = jsSizes(distDir);
  const landing = sizes.routes['/'];
  const biggest = (landing?.largest ?? []).map((x) => x.file).slice(0, 2);
  const css = readdirSync(join(distDir, 'assets'))
    .filter((f) => f.endsWith('.css'))
    .slice(0, 2);
  const targets = [
    { what: 'index.html', path: '/' },
    ...biggest.map((f) => ({ what: `script ${f}`, path: `/assets/${f}` })),
    ...css.map((f) => ({ what: `style ${f}`, path: `/assets/${f}` })),
    ...apiPaths.map((p) => ({ what: `api ${p}`, path: p, cookie: true })),
  ];
  const rows = [];
  for (const t of targets) {
    const url = new URL(t.path, baseUrl).toString();
    const headers = t.cookie ? { cookie } : {};
    const plain = await rawGet(url, { ...headers, 'accept-encoding': 'identity' });
    const gzip = await rawGet(url, { ...headers, 'accept-encoding': 'gzip' });
    const br = await rawGet(url, { ...headers, 'accept-encoding': 'gzip, deflate, br' });
    rows.push({
      what: t.what,
      status: plain.status,
      identityBytes: plain.bytes,
      gzip: { encoding: gzip.encoding, bytes: gzip.bytes },
      browser: { encoding: br.encoding, bytes: br.bytes },
      // Below 1 kB the gateway sends it as it is (its threshold), which is right; a failed answer counts as not compressed.
      compressed: plain.status === 200 && (plain.bytes < 1024 || (gzip.encoding === 'gzip' && br.encoding !== null)),
    });
  }
  return rows;
}

/** Lighthouse runs of one page that may fail to record (a runtime error) and be run again. */
const MAX_RETRIES = 3;

export const CHROME_FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

/**
 * Lighthouse performance (default config: mobile, simulated Slow 4G and 4x CPU slowdown)
 * of each page, `runs` times each (the median is reported); the JavaScript the browser
 * actually fetched is returned too, to check the computed sizes.
 */
export async function lighthouseScores({
  baseUrl,
  pages,
  runs = 3,
  chromePath = '/usr/bin/chromium',
  cleanup,
  log = () => {},
}) {
  const { default: lighthouse } = await import('lighthouse');
  const chromeLauncher = await import('chrome-launcher');
  const chrome = await chromeLauncher.launch({ chromePath, chromeFlags: CHROME_FLAGS, logLevel: 'silent' });
  const killChrome = async () => {
    try {
      await chrome.kill();
    } catch {
      /* already gone */
    }
  };
  cleanup?.add('chromium', killChrome);
  const out = {};
  try {
    for (const page of pages) {
      const scores = [];
      const retried = [];
      let metrics = null;
      let scripts = null;
      for (let i = 0; i < runs; i++) {
        const result = await lighthouse(new URL(page, baseUrl).toString(), {
          port: chrome.port,
          output: 'json',
          logLevel: 'error',
          onlyCategories: ['performance'],
        });
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
        const requests = a['network-requests']?.details?.items ?? [];
        scripts = requests
          .filter((r) => r.resourceType === 'Script')
          .map((r) => ({ url: new URL(r.url).pathname, transferBytes: r.transferSize }));
      }
      const sorted = [...scores].sort((a, b) => a - b);
      out[page] = { scores, median: sorted[Math.floor(sorted.length / 2)], metrics, scripts, retried };
    }
  } finally {
    await killChrome();
  }
  return out;
}

/**
 * Copies apps/web/dist to `dest` once it is complete (index.html and every chunk its routes
 * import exist), so that a rebuild by someone else during the run changes nothing: the
 * gateway serves the copy and the sizes are computed from it. Waits up to `timeoutMs` for a
 * build in progress to finish.
 */
export async function snapshotWebDist(src, dest, timeoutMs = 120_000) {
  const { cpSync, rmSync } = await import('node:fs');
  const deadline = Date.now() + timeoutMs;
  let last;
  for (;;) {
    try {
      rmSync(dest, { recursive: true, force: true });
      cpSync(src, dest, { recursive: true });
      const sizes = jsSizes(dest);
      const missing = [];
      for (const f of sizes.entry) if (!existsSync(join(dest, 'assets', f))) missing.push(f);
      for (const r of Object.values(sizes.routes)) {
        for (const f of r.fileList ?? []) if (!existsSync(join(dest, 'assets', f))) missing.push(f);
      }
      if (sizes.entry.length > 0 && missing.length === 0 && sizes.routes['/']?.built) return dest;
      last = missing.length ? `missing ${missing.join(', ')}` : 'no entry or landing chunk';
    } catch (error) {
      last = error.message;
    }
    if (Date.now() > deadline) throw new Error(`apps/web/dist is incomplete (${last}): build the web app first`);
    await new Promise((r) => setTimeout(r, 2_000));
  }
}
