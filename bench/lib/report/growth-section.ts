/** The growth part of the results section: the same reads at two data sizes, over HTTP and in the database. */
import type { GrowthPathName } from '../growth.ts';
import type { Results } from '../results.ts';
import { ratio, table } from './format.ts';

const READS: readonly (readonly [GrowthPathName, string])[] = [
  ['analytics', 'Analytics'],
  ['auditFirstPage', 'Audit log, first page'],
  ['auditByAction', 'Audit log, ?action=application.voted'],
  ['auditByEntityKind', 'Audit log, ?entity=Objective'],
  ['auditByRareEntityKind', 'Audit log, ?entity=Decision (none)'],
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
  const out: string[] = [];
  out.push('### Growth');
  out.push('');
  out.push(
    table(
      [
        'Read',
        `HTTP median (${gs.label})`,
        `HTTP median (${gl.label})`,
        'Ratio',
        `Answer bytes (${gs.label})`,
        `Answer bytes (${gl.label})`,
      ],
      READS.filter(([k]) => gs.http[k] && gl.http[k]).map(([k, label]) => [
        label,
        `${gs.http[k].medianMs} ms`,
        `${gl.http[k].medianMs} ms`,
        `${ratio(gl.http[k].medianMs, gs.http[k].medianMs)}×`,
        gs.http[k].bytes,
        gl.http[k].bytes,
      ]),
    ),
  );
  out.push('');
  out.push(
    'In the database (`EXPLAIN (ANALYZE, BUFFERS)`, median execution time of several runs; plans in `bench/plans/`):',
  );
  out.push('');
  out.push(
    table(
      ['Query', gs.label, gl.label, 'Ratio', 'Plan'],
      Object.entries(gs.sql).map(([k, s]) => [
        k,
        `${s.executionMs} ms`,
        `${gl.sql[k].executionMs} ms`,
        `${ratio(gl.sql[k].executionMs, s.executionMs)}×`,
        firstPlanLine(gl.sql[k].plan),
      ]),
    ),
  );
  out.push('');
  return out;
}
