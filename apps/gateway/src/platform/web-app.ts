import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { FastifyReply, FastifyRequest } from 'fastify';

/** Where the build writes the HTML of each public page (apps/web/preload-public-page.ts). */
const PAGES_DIR = 'pages';

/**
 * The built web app, served on the same origin as the API. Every GET outside /api
 * that is not a file falls back to index.html, so client-side routes load; a public page
 * gets its own copy of it (`pages/<segment>.html`, `landing` for `/`), which links the page's
 * code and CSS in its head, so that they load with the app's entry (issue 19).
 */
export class WebApp {
  private readonly indexHtml: Buffer;
  /** Each public page's HTML, by its address (`/`, `/login`, …). */
  private readonly pages = new Map<string, Buffer>();

  private constructor(readonly root: string) {
    this.indexHtml = readFileSync(path.join(root, 'index.html'));
    const pagesDir = path.join(root, PAGES_DIR);
    if (!existsSync(pagesDir)) return;
    for (const file of readdirSync(pagesDir)) {
      const segment = /^([a-z-]+)\.html$/.exec(file)?.[1];
      if (segment) this.pages.set(segment === 'landing' ? '/' : `/${segment}`, readFileSync(path.join(pagesDir, file)));
    }
  }

  /** The web app at `root`, or null when it has not been built (API only). */
  static load(root: string): WebApp | null {
    if (!root) return null;
    const resolved = path.resolve(root);
    return existsSync(path.join(resolved, 'index.html')) ? new WebApp(resolved) : null;
  }

  accepts(request: FastifyRequest): boolean {
    const pathname = request.url.split('?')[0] ?? '/';
    return (request.method === 'GET' || request.method === 'HEAD') && !pathname.startsWith('/api');
  }

  /** The app's HTML for the address asked: a public page's own, else index.html. */
  sendIndex(request: FastifyRequest, reply: FastifyReply): void {
    const html = this.pages.get(request.url.split('?')[0] ?? '/') ?? this.indexHtml;
    void reply.status(200).header('cache-control', 'no-cache').type('text/html; charset=utf-8').send(html);
  }
}
