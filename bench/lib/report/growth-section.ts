/** The growth part of the results section: the same reads at two data sizes, over HTTP and in the database. */
import type { GrowthReadName } from '../growth.ts';
import type { Results } from '../results.ts';
import { ratio, table } from './format.ts';

const READS: readonly (readonly [GrowthReadName, string])[] = [
  ['analytics', 'Analytics'],
  ['auditFirstPage', 'Audit log, first page'],
  ['auditByAction', 'Audit log, ?action=application.voted'],
  ['auditByEntityKind', 'Audit log, ?entity=Objective'],
  ['auditByRareEntityKind', 'Audit log, ?entity=Decision (none)'],
  ['status', 'Status lookup'],
  ['reviewFirstPage', 'Review list, first page'],
  ['reviewDeepestPage', 'Review list, deepest page (keyset)'],
];

/** The first nodes of a plan, for the table (`|` escaped). */
function firstPlanLine(plan: string | undefined): string {
  const lines = (plan ?? '').split('\n').map((l) => l.trim());
  const nodes = lines
    .filter((l) => /^(->\s*)?[A-Z][A-Za-z ]+(Scan|Aggregate|Limit|Sort|Join|Append)/.test(l))
    .map((l) => l.replace(/^->\s*/, '').replace(/\s*\(cost.*$/, ''));
  return nodes.slice(0, 3).join(' → ').replace(/\|/g, '\\|');
}

export function growthSection(res: Results): string[] {
  const gs = res.growth?.small;
  const gl = res.growth?.large;
  if (!gs || !gl) return [];
  // Two sizes, or three with --growth-max 1m; the ratio is the largest against the smallest.
  const sizes = res.growth?.huge ? [gs, gl, res.growth.huge] : [gs, gl];
  const last = sizes[sizes.length - 1] ?? gl;
  const ratioHead = `Ratio (${last.label} / ${gs.label})`;
  const out: string[] = [];
  out.push('### Growth');
  out.push('');
  out.push(
    table(
      [
        'Read',
        ...sizes.map((g) => `HTTP median (${g.label})`),
        ratioHead,
        ...sizes.map((g) => `Answer bytes (${g.label})`),
      ],
      READS.flatMap(([k, label]) => {
        const at = sizes.map((g) => g.http[k]);
        const first = at[0];
        const end = at[at.length - 1];
        // A read an earlier run did not measure has no row.
        if (!first || !end || at.some((r) => r === undefined)) return [];
        return [
          [
            label,
            ...at.map((r) => `${r?.medianMs} ms`),
            `${ratio(end.medianMs, first.medianMs)}×`,
            ...at.map((r) => r?.bytes ?? ''),
          ],
        ];
      }),
    ),
  );
  out.push('');
  out.push(
    'In the database (`EXPLAIN (ANALYZE, BUFFERS)`, median execution time of several runs; plans in `bench/plans/`):',
  );
  out.push('');
  out.push(
    table(
      ['Query', ...sizes.map((g) => g.label), ratioHead, 'Plan'],
      Object.entries(gs.sql).map(([k, s]) => [
        k,
        ...sizes.map((g) => `${g.sql[k]?.executionMs} ms`),
        `${ratio(last.sql[k]?.executionMs, s.executionMs)}×`,
        firstPlanLine(last.sql[k]?.plan),
      ]),
    ),
  );
  out.push('');
  return out;
}
