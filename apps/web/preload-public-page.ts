import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { OutputBundle, OutputChunk } from 'rolldown';
import type { Plugin } from 'vite';

/** The router's public pages (their lazy routes' modules): the dynamic imports of this module. */
const PUBLIC_PAGES_MODULE = fileURLToPath(new URL('src/app/public-pages.ts', import.meta.url));
const PAGE_MODULE = /[\\/]pages[\\/]([a-z-]+)-page\.tsx$/;

function chunksOf(bundle: OutputBundle): OutputChunk[] {
  return Object.values(bundle).filter((output): output is OutputChunk => output.type === 'chunk');
}

/**
 * `file` and the chunks it imports statically, transitively, each after the chunks it imports:
 * the order their CSS must apply in. A page's own rules then come after the shell's they
 * refine (the landing page's phone rules after the public shell's, which they override with
 * the same specificity), as Vite itself orders a lazy route's CSS when it loads one.
 */
function staticClosure(byFile: Map<string, OutputChunk>, file: string, seen = new Set<string>()): Set<string> {
  if (seen.has(file)) return seen;
  // Marked before its imports are walked, so an import cycle ends; added again after them.
  seen.add(file);
  for (const imported of byFile.get(file)?.imports ?? []) staticClosure(byFile, imported, seen);
  seen.delete(file);
  seen.add(file);
  return seen;
}

/** index.html with the page's files linked in its head: its chunks preloaded, its CSS applied. */
function pageHtml(indexHtml: string, files: readonly string[]): string {
  const links = files
    .map((file) =>
      file.endsWith('.css')
        ? `<link rel="stylesheet" crossorigin href="/${file}">`
        : `<link rel="modulepreload" crossorigin href="/${file}">`,
    )
    .join('\n    ');
  if (!indexHtml.includes('</head>')) throw new Error('preloadPublicPage: index.html has no </head>');
  return indexHtml.replace(/\s*<\/head>/, `\n    ${links}\n  </head>`);
}

/** Where the HTML of each public page is written, under the build's folder: `pages/<segment>.html`. */
export const PUBLIC_PAGES_DIR = 'pages';

/**
 * Issue 19: a public page's code arrives with the app's, in the first wave, not after it. The
 * build writes, beside index.html, one HTML file per public page (`pages/login.html`, …;
 * `pages/landing.html` for `/`): index.html with the page's chunk, the chunks it imports and its
 * CSS linked in the head. The gateway sends it for the page's address (`WebApp`), so the
 * browser fetches them while the app's entry loads, and the router's lazy route finds them in
 * the cache. Signed-in pages get index.html itself: their code stays split by route.
 */
export function preloadPublicPage(): Plugin {
  let filesBySegment: Record<string, string[]> = {};
  return {
    name: 'warroom:preload-public-page',
    apply: 'build',
    generateBundle(_options, bundle) {
      const chunks = chunksOf(bundle);
      const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
      const entry = chunks.find((chunk) => chunk.isEntry);
      if (!entry) throw new Error('preloadPublicPage: the build has no entry');
      const loaded = staticClosure(byFile, entry.fileName);
      const pages = this.getModuleInfo(PUBLIC_PAGES_MODULE)?.dynamicallyImportedIds ?? [];
      if (pages.length === 0) throw new Error(`preloadPublicPage: ${PUBLIC_PAGES_MODULE} imports no page`);
      filesBySegment = {};
      for (const page of pages) {
        const segment = PAGE_MODULE.exec(page)?.[1];
        const chunk = chunks.find((candidate) => candidate.facadeModuleId === page);
        if (!segment || !chunk) throw new Error(`preloadPublicPage: no chunk named after ${page}`);
        const files = [...staticClosure(byFile, chunk.fileName)].filter((file) => !loaded.has(file));
        const css = files.flatMap((file) => [...(byFile.get(file)?.viteMetadata?.importedCss ?? [])]);
        filesBySegment[segment] = [...files, ...new Set(css)];
      }
    },
    writeBundle(options) {
      if (!options.dir) throw new Error('preloadPublicPage: the build has no output folder');
      const indexHtml = readFileSync(join(options.dir, 'index.html'), 'utf8');
      mkdirSync(join(options.dir, PUBLIC_PAGES_DIR), { recursive: true });
      for (const [segment, files] of Object.entries(filesBySegment)) {
        writeFileSync(join(options.dir, PUBLIC_PAGES_DIR, `${segment}.html`), pageHtml(indexHtml, files));
      }
    },
  };
}
