/** The web part of the results section: JavaScript per page, Lighthouse, compression. */
import type { Results } from '../results.ts';
import { kb, table } from './format.ts';

type Web = NonNullable<Results['web']>;

function sizesTable(web: Web): string {
  return table(
    ['Page', 'Files', 'Raw', 'gzip', 'Largest (gzip)'],
    Object.entries(web.routes).map(([route, r]) =>
      r.built
        ? [
            route,
            r.files,
            kb(r.rawBytes),
            kb(r.gzipBytes),
            r.largest
              .slice(0, 3)
              .map((x) => `${x.file.replace(/-[A-Za-z0-9_-]{8}\.js$/, '')} ${kb(x.gzipBytes)}`)
              .join(', '),
          ]
        : [route, '', '', '', `not built (${r.missing.join(', ')})`],
    ),
  );
}

function lighthouseTable(lighthouse: NonNullable<Web['lighthouse']>): string {
  return table(
    [
      'Lighthouse (mobile, simulated throttling)',
      'Scores',
      'Median',
      'FCP ms',
      'LCP ms',
      'TBT ms',
      'CLS',
      'JS fetched (transfer)',
    ],
    Object.entries(lighthouse).map(([page, l]) => [
      page,
      `${l.scores.join(', ')}${l.retried.length ? ` (${l.retried.length} failed recording run again: ${l.retried.join(', ')})` : ''}`,
      l.median,
      l.metrics?.fcpMs,
      l.metrics?.lcpMs,
      l.metrics?.tbtMs,
      l.metrics?.cls,
      `${l.scripts?.length ?? 0} files, ${kb((l.scripts ?? []).reduce((s, x) => s + (x.transferBytes ?? 0), 0))}`,
    ]),
  );
}

function compressionTable(compression: Web['compression']): string {
  return table(
    ['Response', 'Uncompressed', 'Accept-Encoding: gzip', 'Browser (gzip, deflate, br)'],
    compression.map((c) => [
      c.what,
      kb(c.identityBytes),
      `${c.gzip.encoding ?? 'none'} ${kb(c.gzip.bytes)}`,
      `${c.browser.encoding ?? 'none'} ${kb(c.browser.bytes)}`,
    ]),
  );
}

export function webSection(res: Results): string[] {
  const web = res.web;
  if (!web) return [];
  const out = ['### Web', '', `JavaScript a page loads: ${web.method}.`, '', sizesTable(web), ''];
  if (web.lighthouse) out.push(lighthouseTable(web.lighthouse), '');
  out.push(compressionTable(web.compression), '');
  return out;
}
