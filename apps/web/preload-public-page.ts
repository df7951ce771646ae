import { fileURLToPath } from 'node:url';
import type { OutputBundle, OutputChunk } from 'rolldown';
import type { Plugin } from 'vite';

/** The router's public pages (their lazy routes' modules): the dynamic imports of this module. */
const PUBLIC_PAGES_MODULE = fileURLToPath(new URL('src/app/public-pages.ts', import.meta.url));
const PAGE_MODULE = /[\\/]pages[\\/]([a-z-]+)-page\.tsx$/;

function chunksOf(bundle: OutputBundle): OutputChunk[] {
  return Object.values(bundle).filter((output): output is OutputChunk => output.type === 'chunk');
}

/** `file` and the chunks it imports statically, transitively. */
function staticClosure(byFile: Map<string, OutputChunk>, file: string, seen = new Set<string>()): Set<string> {
  if (seen.has(file)) return seen;
  seen.add(file);
  for (const imported of byFile.get(file)?.imports ?? []) staticClosure(byFile, imported, seen);
  return seen;
}

/** The script itself: preloads the files listed for the first segment of the address ('' is the landing). */
function preloadScript(filesBySegment: Record<string, string[]>): string {
  return (
    `{const f=${JSON.stringify(filesBySegment)}[location.pathname.split('/')[1]||'landing'];` +
    `for(const h of f||[]){const l=document.createElement('link');` +
    `if(h.endsWith('.css')){l.rel='preload';l.as='style'}else l.rel='modulepreload';` +
    `l.crossOrigin='';l.href='/'+h;document.head.append(l)}}\n`
  );
}

/**
 * Issue 19: a public page's code arrives with the app's, not after it. index.html gets a first
 * script (a few hundred bytes; the CSP allows no inline script) that, on a public page, preloads
 * the page's chunk, the chunks it imports and its CSS, while the app's entry loads. The router's
 * lazy route then finds them in the cache. Signed-in pages preload nothing (their code stays
 * split by route); the script is all they load of this.
 */
export function preloadPublicPage(): Plugin {
  let scriptFile: string | undefined;
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
      const filesBySegment: Record<string, string[]> = {};
      for (const page of pages) {
        const segment = PAGE_MODULE.exec(page)?.[1];
        const chunk = chunks.find((candidate) => candidate.facadeModuleId === page);
        if (!segment || !chunk) throw new Error(`preloadPublicPage: no chunk named after ${page}`);
        const files = [...staticClosure(byFile, chunk.fileName)].filter((file) => !loaded.has(file));
        const css = files.flatMap((file) => [...(byFile.get(file)?.viteMetadata?.importedCss ?? [])]);
        filesBySegment[segment] = [...files, ...new Set(css)];
      }
      const ref = this.emitFile({ type: 'asset', name: 'preload-page.js', source: preloadScript(filesBySegment) });
      scriptFile = this.getFileName(ref);
    },
    transformIndexHtml: {
      order: 'post',
      handler: () =>
        scriptFile ? [{ tag: 'script', attrs: { src: `/${scriptFile}`, async: true }, injectTo: 'head-prepend' }] : [],
    },
  };
}
