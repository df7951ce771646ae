import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { FastifyReply, FastifyRequest } from 'fastify';

/**
 * The built web app, served on the same origin as the API. Every GET outside /api
 * that is not a file falls back to index.html, so client-side routes load.
 */
export class WebApp {
  private readonly indexHtml: Buffer;

  private constructor(readonly root: string) {
    this.indexHtml = readFileSync(path.join(root, 'index.html'));
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

  sendIndex(reply: FastifyReply): void {
    void reply.status(200).header('cache-control', 'no-cache').type('text/html; charset=utf-8').send(this.indexHtml);
  }
}
