/** The results section of docs/performance.md, as Markdown, from one results object. */
import type { Results } from '../results.ts';
import { eventsSection } from './events-section.ts';
import { r2, table } from './format.ts';
import { growthSection } from './growth-section.ts';
import { httpSection } from './http-section.ts';
import { webSection } from './web-section.ts';

const when = (iso: string): string => iso.slice(0, 16).replace('T', ' ');
const pairs = (record: Readonly<Record<string, unknown>>, unit = ''): string =>
  Object.entries(record)
    .map(([k, v]) => `${k} ${String(v)}${unit}`)
    .join(', ');

function intro(res: Results): string[] {
  const m = res.machine;
  const loads = res.loads;
  const loadStart = loads.find((l) => l.phase === 'start');
  const loadEnd = loads.find((l) => l.phase === 'end');
  const maxLoad = Math.max(...loads.map((l) => l.one));
  const others = loads.map((l) => l.othersCores).filter((x): x is number => x !== null && Number.isFinite(x));
  const othersText = others.length
    ? ` CPU used by processes the bench did not start, between phases: median ${r2(others.sort((a, b) => a - b)[Math.floor(others.length / 2)])} cores, highest ${r2(Math.max(...others))} of ${m.cores}.`
    : " (The load average between phases counts the bench's own processes: the stack, PostgreSQL, NATS and autocannon make 3 to 7 of it.)";
  const out = ['## Benchmark results', ''];
  out.push(
    `Run of ${when(res.date)} UTC (\`npm run bench\`, ${res.durationSeconds} s): ${m.cores} cores (${m.cpuModel}), ` +
      `${m.memoryGb} GB, Node ${m.node}. 1-minute load average at the start ${loadStart?.one ?? '—'}, at the end ${loadEnd?.one ?? '—'}, ` +
      `highest seen between phases ${r2(maxLoad)}${res.quiet?.quiet === false ? ` (**the machine never got quiet: waited ${res.quiet.waitedSeconds} s for a 1-minute load below 1.5**)` : ''}.${othersText} ` +
      `HTTP: autocannon, ${res.config.http.connections} connections, ${res.config.http.warmupSeconds} s warm-up then ${res.config.http.durationSeconds} s measured, on the same machine as the servers` +
      ((res.config.httpRounds ?? 1) > 1
        ? `; the main run in ${res.config.httpRounds} rounds (every path on the product, then on the bare server), each figure the median of its rounds (each round's in \`bench/results.json\`). `
        : '. ') +
      `Raw figures: \`bench/results.json\`; plans: \`bench/plans/\`.`,
  );
  out.push('');
  const d = res.datasetForHttp;
  if (d) {
    out.push(
      `Data for the HTTP runs: ${d.applications} applications (with votes and comments), ${d.auditLog} audit entries, ${d.objectives} objectives × 4 key results, ${d.metrics} metrics × ${d.metricPoints / d.metrics} points. ` +
        `Growth: ${growthSizes(res, 'applications')} applications, ${growthSizes(res, 'auditRows')} audit entries.`,
    );
    out.push('');
  }
  return out;
}

function goalsSection(res: Results): string[] {
  const previous = res.previousRun;
  const prev = new Map((previous?.goals ?? []).map((g) => [g.id, g]));
  const previousHead = previous && prev.size > 0 ? [`Previous run (${when(previous.date)})`] : [];
  const rows = (res.goals ?? []).map((g) => {
    const p = prev.get(g.id);
    return [
      g.name,
      g.figure,
      g.baseline,
      g.ratio != null ? `${g.ratio}×` : '',
      g.goal,
      g.met ? 'yes' : '**no**',
      ...(previousHead.length
        ? [p ? `${p.figure}${p.ratio != null ? ` (${p.ratio}×)` : ''}, ${p.met ? 'met' : 'not met'}` : '']
        : []),
    ];
  });
  return [
    '### Goals',
    '',
    table(['Figure', 'Measured', 'Baseline', 'Ratio', 'Goal', 'Met', ...previousHead], rows),
    '',
  ];
}

function costSection(res: Results): string[] {
  const out = ['### Cost', ''];
  if (res.idle) {
    out.push(
      `Idle stack over ${res.idle.seconds} s: CPU ${pairs(res.idle.cpuPercent, '%')}; ` +
        `transactions/s ${pairs(res.idle.transactionsPerSecond)}.`,
      '',
    );
  }
  if (res.memory) out.push(`Resident memory after the load (MB): ${pairs(res.memory)}.`, '');
  if (res.databaseMb) out.push(`Database sizes at the larger size (MB): ${pairs(res.databaseMb)}.`, '');
  if (res.statementsPerRequest) {
    const totals = Object.fromEntries(Object.entries(res.statementsPerRequest).map(([k, v]) => [k, v.total]));
    out.push(
      `SQL statements per request (pg_stat_statements, outbox relay excluded): ${pairs(totals)} — none grows with the page size (no N+1).`,
      '',
    );
  }
  return out;
}

export function renderResults(res: Results): string {
  return [
    ...intro(res),
    ...goalsSection(res),
    ...httpSection(res),
    ...eventsSection(res),
    ...growthSection(res),
    ...webSection(res),
    ...costSection(res),
  ].join('\n');
}

/** The growth sizes of a run, smallest first: `10000 → 100000` (→ 1000000 with --growth-max 1m). */
function growthSizes(res: Results, what: 'applications' | 'auditRows'): string {
  const g = res.growth;
  return [g?.small, g?.large, g?.huge]
    .filter((x) => x !== undefined)
    .map((x) => x[what])
    .join(' → ');
}
