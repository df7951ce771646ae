/** Whether the gateway compresses what it sends: the page, its scripts and styles and large API answers. */
import { readdirSync } from 'node:fs';
import { request } from 'node:http';
import { join } from 'node:path';
import { z } from 'zod';
import { jsSizes } from './sizes.ts';

type RawAnswer = { status: number | undefined; encoding: string | null; bytes: number; type: string };

/** One GET with a given Accept-Encoding, without decoding: status, encoding and bytes on the wire. */
export function rawGet(url: string, headers: Readonly<Record<string, string>> = {}): Promise<RawAnswer> {
  return new Promise((resolve, reject) => {
    const req = request(url, { method: 'GET', headers }, (res) => {
      let bytes = 0;
      res.on('data', (c: Buffer) => (bytes += c.length));
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

const encodedSchema = z.object({ encoding: z.string().nullable(), bytes: z.number() });

export const compressionRowSchema = z.object({
  what: z.string(),
  status: z.number().optional(),
  identityBytes: z.number(),
  gzip: encodedSchema,
  browser: encodedSchema,
  compressed: z.boolean(),
});
export type CompressionRow = z.infer<typeof compressionRowSchema>;

export type CompressionOptions = {
  readonly baseUrl: string;
  readonly distDir: string;
  readonly cookie: string;
  readonly apiPaths: readonly string[];
};

/** Whether the gateway compresses the page, its scripts and styles and large API answers. */
export async function compression({
  baseUrl,
  distDir,
  cookie,
  apiPaths,
}: CompressionOptions): Promise<CompressionRow[]> {
  const sizes = jsSizes(distDir);
  const landing = sizes.routes['/'];
  const biggest = (landing?.built ? landing.largest : []).map((x) => x.file).slice(0, 2);
  const css = readdirSync(join(distDir, 'assets'))
    .filter((f) => f.endsWith('.css'))
    .slice(0, 2);
  const targets = [
    { what: 'index.html', path: '/', cookie: false },
    ...biggest.map((f) => ({ what: `script ${f}`, path: `/assets/${f}`, cookie: false })),
    ...css.map((f) => ({ what: `style ${f}`, path: `/assets/${f}`, cookie: false })),
    ...apiPaths.map((p) => ({ what: `api ${p}`, path: p, cookie: true })),
  ];
  const rows: CompressionRow[] = [];
  for (const t of targets) {
    const url = new URL(t.path, baseUrl).toString();
    const headers: Record<string, string> = t.cookie ? { cookie } : {};
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
