/** The HTTP part of the results section: the gateway against the bare baseline and two replicas. */
import type { LoadResult } from '../http.ts';
import type { Results } from '../results.ts';
import { ratio, table, type Cell } from './format.ts';

/** The columns every load row starts with. */
const LOAD_HEAD = ['Path', 'req/s', 'p50 ms', 'p99 ms', 'errors/non-2xx', 'bare req/s'];
const loadCells = (p: LoadResult & { label: string }): Cell[] => [
  p.label,
  p.rps,
  p.p50,
  p.p99,
  `${p.errors}/${p.non2xx}`,
];

export function httpSection(res: Results): string[] {
  const h = res.http ?? {};
  const product = h.product;
  if (!product) return [];
  const out: string[] = [];
  out.push('### HTTP');
  out.push('');
  out.push(
    'Bare baseline: one Node `http` server with `pg` pools (10 per database, as MikroORM) running the same SQL (taken from `pg_stat_statements`) and writing the same JSON, with the same session check on signed-in paths. Two replicas: a second process of every service added to the same stack.',
  );
  out.push('');
  const rows = Object.entries(product).map(([name, p]) => {
    const b = h.baseline?.[name];
    const x2 = h.replicas2?.[name];
    return [
      ...loadCells(p),
      b?.rps,
      b?.p50,
      b?.p99,
      b ? `${ratio(p.rps, b.rps)}×` : '',
      b ? `${ratio(p.p99, b.p99)}×` : '',
      x2?.rps,
      x2?.p99,
      x2 ? `${ratio(x2.rps, p.rps)}×` : '',
    ];
  });
  if (h.submit) rows.push([...loadCells(h.submit), '', '', '', '', '', '', '', '']);
  out.push(
    table(
      [
        ...LOAD_HEAD,
        'bare p50',
        'bare p99',
        'req/s ratio',
        'p99 ratio',
        '2 replicas req/s',
        '2 replicas p99',
        '2 vs 1',
      ],
      rows,
    ),
  );
  out.push('');
  if (h.large) {
    const baseline = h.large.baseline;
    out.push(`At ${res.growth?.large?.applications ?? 'the larger size of'} applications:`);
    out.push('');
    out.push(
      table(
        [...LOAD_HEAD, 'bare p99', 'req/s ratio', 'p99 ratio', 'req/s vs 10k'],
        Object.entries(h.large.product).map(([name, p]) => {
          const b = baseline[name];
          return [
            ...loadCells(p),
            b?.rps,
            b?.p99,
            `${ratio(p.rps, b?.rps)}×`,
            `${ratio(p.p99, b?.p99)}×`,
            `${ratio(p.rps, product[name]?.rps)}×`,
          ];
        }),
      ),
    );
    out.push('');
  }
  return out;
}
