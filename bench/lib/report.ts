/**
 * Goals (issue 8) and the results section of docs/performance.md, from one results object.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import * as prettier from 'prettier';

const START = '<!-- bench:results:start (written by npm run bench; edit bench/lib/report.mjs instead) -->';
const END = '<!-- bench:results:end -->';

const r1 = (n) => (Number.isFinite(n) ? Math.round(n * 10) / 10 : null);
const r2 = (n) => (Number.isFinite(n) ? Math.round(n * 100) / 100 : null);
const kb = (bytes) => (Number.isFinite(bytes) ? `${r1(bytes / 1000)} kB` : '—');
const ratio = (a, b) => (Number.isFinite(a) && Number.isFinite(b) && b > 0 ? r2(a / b) : null);

export function evaluateGoals(res) {
  const goals = [];
  const add = (g) => goals.push({ baseline: null, ratio: null, ...g });
  const product = res.http?.product ?? {};
  const baseline = res.http?.baseline ?? {};
  for (const [name, p] of Object.entries(product)) {
    const b = baseline[name];
    if (!b) continue;
    const tr = ratio(p.rps, b.rps);
    add({
      id: `http.${name}.throughput`,
      group: 'gateway read paths',
      name: `${p.label} throughput`,
      figure: `${p.rps} req/s`,
      baseline: `${b.rps} req/s (bare)`,
      ratio: tr,
      goal: '≥ 0.5×',
      met: tr != null && tr >= 0.5 && p.errors === 0 && p.non2xx === 0,
    });
    const lr = ratio(p.p99, b.p99);
    add({
      id: `http.${name}.p99`,
      group: 'gateway read paths',
      name: `${p.label} p99`,
      figure: `${p.p99} ms`,
      baseline: `${b.p99} ms (bare)`,
      ratio: lr,
      goal: '≤ 3×',
      met: lr != null && lr <= 3,
    });
  }
  const gs = res.growth?.small;
  const gl = res.growth?.large;
  if (gs && gl) {
    const a0 = gs.http.analytics;
    const a1 = gl.http.analytics;
    const sizeChange = a0.bytes ? Math.abs(a1.bytes - a0.bytes) / a0.bytes : null;
    add({
      id: 'growth.analytics.size',
      group: 'growth',
      name: `Analytics answer size, ${gl.applications} vs ${gs.applications} applications`,
      figure: `${a1.bytes} B`,
      baseline: `${a0.bytes} B`,
      ratio: ratio(a1.bytes, a0.bytes),
      goal: 'constant (±5%: counts gain digits)',
      met: sizeChange != null && sizeChange <= 0.05,
    });
    const tr = ratio(a1.medianMs, a0.medianMs);
    add({
      id: 'growth.analytics.time',
      group: 'growth',
      name: `Analytics time (HTTP median), ${gl.applications} vs ${gs.applications} applications`,
      figure: `${a1.medianMs} ms`,
      baseline: `${a0.medianMs} ms`,
      ratio: tr,
      goal: '≤ 3×',
      met: tr != null && tr <= 3,
    });
    const auditNames = {
      auditFirstPage: 'first page',
      auditByAction: 'by action',
      auditByEntityKind: 'by entity kind',
      auditByRareEntityKind: 'by an entity kind with no entries',
    };
    for (const [key, label] of Object.entries(auditNames)) {
      const x0 = gs.http[key];
      const x1 = gl.http[key];
      if (!x0 || !x1) continue;
      const t = ratio(x1.medianMs, x0.medianMs);
      add({
        id: `growth.${key}.time`,
        group: 'growth',
        name: `Audit log ${label} time, ${gl.auditRows} vs ${gs.auditRows} rows`,
        figure: `${x1.medianMs} ms`,
        baseline: `${x0.medianMs} ms`,
        ratio: t,
        goal: '≤ 3× (the analytics bar)',
        met: t != null && t <= 3,
      });
    }
  }
  const ev = res.events;
  if (ev?.raw && ev?.drain) {
    const er = ratio(ev.drain.perSecond, ev.raw.windowedPerSecond);
    add({
      id: 'events.rate',
      group: 'events',
      name: 'Event path rate (outbox → JetStream → audit_log)',
      figure: ev.drain.complete
        ? `${ev.drain.perSecond} events/s`
        : `stalled: ${ev.drain.delivered} of ${ev.drain.events} reached audit_log`,
      baseline: `${ev.raw.windowedPerSecond} msg/s (raw js.publish, ${ev.raw.window} in flight)`,
      ratio: er,
      goal: '≥ 0.5×',
      met: er != null && er >= 0.5 && ev.drain.complete,
    });
    if (ev.pacedAtGoal) {
      const p = ev.pacedAtGoal;
      add({
        id: 'events.lag',
        group: 'events',
        name: `Audit lag p99 at ${p.targetPerSecond} events/s (0.5× raw)`,
        figure: p.complete
          ? `${p.lag.p99Ms} ms (p50 ${p.lag.p50Ms} ms)`
          : `stalled: ${p.delivered} of ${p.events} reached audit_log`,
        goal: '< 1000 ms',
        met: p.complete && p.lag.p99Ms < 1000 && p.achievedPerSecond >= 0.95 * p.targetPerSecond,
      });
    }
  }
  const web = res.web;
  if (web?.routes) {
    const landing = web.routes['/'];
    add({
      id: 'web.landing',
      group: 'web',
      name: 'Landing page (/) JavaScript, gzip',
      figure: kb(landing?.gzipBytes),
      goal: '≤ 170 kB',
      met: !!landing?.built && landing.gzipBytes <= 170_000,
    });
    const signedIn = web.routes['/dashboard']?.built
      ? ['/dashboard', web.routes['/dashboard']]
      : ['/profile', web.routes['/profile']];
    add({
      id: 'web.signedIn',
      group: 'web',
      name: `First signed-in page (${signedIn[0]}) JavaScript, gzip`,
      figure: kb(signedIn[1]?.gzipBytes),
      goal: '≤ 350 kB',
      met: !!signedIn[1]?.built && signedIn[1].gzipBytes <= 350_000,
    });
    for (const [page, lh] of Object.entries(web.lighthouse ?? {})) {
      add({
        id: `web.lighthouse.${page}`,
        group: 'web',
        name: `Lighthouse performance ${page} (mobile, median of ${lh.scores.length})`,
        figure: String(lh.median),
        goal: '≥ 95',
        met: lh.median >= 95,
      });
    }
    if (web.compression) {
      const bad = web.compression.filter((c) => !c.compressed);
      add({
        id: 'web.compression',
        group: 'web',
        name: 'Responses compressed (HTML, JS, CSS, JSON over 1 kB)',
        figure: bad.length
          ? `not compressed: ${bad.map((b) => b.what).join(', ')}`
          : `${web.compression.length}/${web.compression.length} compressed`,
        goal: 'all',
        met: bad.length === 0,
      });
    }
  }
  return goals;
}

const row = (cells) => `| ${cells.map((c) => (c == null || c === '' ? '—' : String(c))).join(' | ')} |`;

function table(header, rows) {
  return [row(header), row(header.map(() => '---')), ...rows.map(row)].join('\n');
}

export function renderResults(res) {
  const out = [];
  const m = res.machine;
  const loadStart = res.loads?.find((l) => l.phase === 'start');
  const loadEnd = res.loads?.find((l) => l.phase === 'end');
  const maxLoad = Math.max(...(res.loads ?? []).map((l) => l.one));
  const others = (res.loads ?? []).map((l) => l.othersCores).filter((x) => Number.isFinite(x));
  const othersText = others.length
    ? ` CPU used by processes the bench did not start, between phases: median ${r2(others.sort((a, b) => a - b)[Math.floor(others.length / 2)])} cores, highest ${r2(Math.max(...others))} of ${res.machine.cores}.`
    : " (The load average between phases counts the bench's own processes: the stack, PostgreSQL, NATS and autocannon make 3 to 7 of it.)";
  out.push('## Benchmark results');
  out.push('');
  out.push(
    `Run of ${res.date.slice(0, 16).replace('T', ' ')} UTC (\`npm run bench\`, ${res.durationSeconds} s): ${m.cores} cores (${m.cpuModel}), ` +
      `${m.memoryGb} GB, Node ${m.node}. 1-minute load average at the start ${loadStart?.one ?? '—'}, at the end ${loadEnd?.one ?? '—'}, ` +
      `highest seen between phases ${r2(maxLoad)}${res.quiet?.quiet === false ? ` (**the machine never got quiet: waited ${res.quiet.waitedSeconds} s for a 1-minute load below 1.5**)` : ''}.${othersText} ` +
      `HTTP: autocannon, ${res.config.http.connections} connections, ${res.config.http.warmupSeconds} s warm-up then ${res.config.http.durationSeconds} s measured, on the same machine as the servers. ` +
      `Raw figures: \`bench/results.json\`; plans: \`bench/plans/\`.`,
  );
  out.push('');
  const d = res.datasetForHttp;
  if (d) {
    out.push(
      `Data for the HTTP runs: ${d.applications} applications (with votes and comments), ${d.auditLog} audit entries, ${d.objectives} objectives × 4 key results, ${d.metrics} metrics × ${d.metricPoints / d.metrics} points. ` +
        `Growth: ${res.growth?.small?.applications} → ${res.growth?.large?.applications} applications, ${res.growth?.small?.auditRows} → ${res.growth?.large?.auditRows} audit entries.`,
    );
    out.push('');
  }

  out.push('### Goals');
  out.push('');
  const prev = new Map((res.previousRun?.goals ?? []).map((g) => [g.id, g]));
  const hasPrev = prev.size > 0;
  out.push(
    table(
      [
        'Figure',
        'Measured',
        'Baseline',
        'Ratio',
        'Goal',
        'Met',
        ...(hasPrev ? [`Previous run (${res.previousRun.date.slice(0, 16).replace('T', ' ')})`] : []),
      ],
      (res.goals ?? []).map((g) => {
        const p = prev.get(g.id);
        return [
          g.name,
          g.figure,
          g.baseline,
          g.ratio != null ? `${g.ratio}×` : '',
          g.goal,
          g.met ? 'yes' : '**no**',
          ...(hasPrev
            ? [p ? `${p.figure}${p.ratio != null ? ` (${p.ratio}×)` : ''}, ${p.met ? 'met' : 'not met'}` : '']
            : []),
        ];
      }),
    ),
  );
  out.push('');

  const h = res.http ?? {};
  if (h.product) {
    out.push('### HTTP');
    out.push('');
    out.push(
      'Bare baseline: one Node `http` server with `pg` pools (10 per database, as MikroORM) running the same SQL (taken from `pg_stat_statements`) and writing the same JSON, with the same session check on signed-in paths. Two replicas: a second process of every service added to the same stack.',
    );
    out.push('');
    const rows = Object.entries(h.product).map(([name, p]) => {
      const b = h.baseline?.[name];
      const x2 = h.replicas2?.[name];
      return [
        p.label,
        p.rps,
        p.p50,
        p.p99,
        `${p.errors}/${p.non2xx}`,
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
    if (h.submit) {
      const s = h.submit;
      rows.push([s.label, s.rps, s.p50, s.p99, `${s.errors}/${s.non2xx}`, '', '', '', '', '', '', '', '']);
    }
    out.push(
      table(
        [
          'Path',
          'req/s',
          'p50 ms',
          'p99 ms',
          'errors/non-2xx',
          'bare req/s',
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
      out.push(`At ${res.growth?.large?.applications ?? 'the larger size of'} applications:`);
      out.push('');
      out.push(
        table(
          [
            'Path',
            'req/s',
            'p50 ms',
            'p99 ms',
            'errors/non-2xx',
            'bare req/s',
            'bare p99',
            'req/s ratio',
            'p99 ratio',
            'req/s vs 10k',
          ],
          Object.entries(h.large.product).map(([name, p]) => {
            const b = h.large.baseline?.[name];
            return [
              p.label,
              p.rps,
              p.p50,
              p.p99,
              `${p.errors}/${p.non2xx}`,
              b?.rps,
              b?.p99,
              `${ratio(p.rps, b?.rps)}×`,
              `${ratio(p.p99, b?.p99)}×`,
              `${ratio(p.rps, h.product[name]?.rps)}×`,
            ];
          }),
        ),
      );
      out.push('');
    }
  }

  const ev = res.events;
  if (ev) {
    out.push('### Events');
    out.push('');
    const rows = [];
    if (ev.raw) {
      rows.push([
        'Raw JetStream `js.publish` with msgID, one at a time',
        `${ev.raw.sequentialPerSecond}/s`,
        '',
        '',
        `${ev.raw.messages} messages`,
      ]);
      rows.push([
        `Raw JetStream, ${ev.raw.window} in flight (the relay's batch)`,
        `${ev.raw.windowedPerSecond}/s`,
        '',
        '',
        'baseline of the goal',
      ]);
    }
    if (ev.drain) {
      if (!ev.drain.complete) {
        rows.push([
          `Outbox backlog of ${ev.drain.events} → audit_log`,
          '**stalled**',
          ev.drain.lag.p50Ms,
          ev.drain.lag.p99Ms,
          `only ${ev.drain.delivered} of ${ev.drain.events} reached audit_log`,
        ]);
      } else
        rows.push([
          `Outbox backlog of ${ev.drain.events} → audit_log`,
          `${ev.drain.perSecond}/s (drain alone ${ev.drain.drainPerSecond}/s)`,
          ev.drain.lag.p50Ms,
          ev.drain.lag.p99Ms,
          `${ev.drain.seconds} s until the last was recorded`,
        ]);
    }
    for (const [key, label] of [
      ['pacedAtGoal', 'Steady outbox load at 0.5× raw'],
      ['pacedSustainable', 'Steady outbox load at 80% of the measured capacity'],
    ]) {
      const p = ev[key];
      if (p)
        rows.push([
          `${label}: ${p.targetPerSecond}/s for ${res.config.events.pacedSeconds} s`,
          `${p.achievedPerSecond}/s offered`,
          p.complete ? p.lag.p50Ms : '',
          p.complete ? p.lag.p99Ms : '',
          p.complete ? `all ${p.events} recorded` : `**only ${p.delivered} of ${p.events} recorded**`,
        ]);
    }
    if (ev.submitLag) {
      const s = ev.submitLag;
      rows.push([
        `Submissions through the gateway (the HTTP run, ${h.submit?.rps ?? '—'}/s)`,
        `${s.changes} changes`,
        s.lag.p50Ms,
        s.lag.p99Ms,
        s.complete ? 'all recorded' : `**only ${s.recorded} of ${s.changes} recorded** (lag of those)`,
      ]);
    }
    out.push(table(['Scenario', 'Rate', 'Lag p50 ms', 'Lag p99 ms', 'Notes'], rows));
    out.push('');
    out.push(
      "Lag is `audit_log.recorded_at − created_at` (the event's occurredAt), both from the same PostgreSQL clock for outbox rows.",
    );
    out.push('');
  }

  const gs = res.growth?.small;
  const gl = res.growth?.large;
  if (gs && gl) {
    out.push('### Growth');
    out.push('');
    const names = {
      analytics: 'Analytics',
      auditFirstPage: 'Audit log, first page',
      auditByAction: 'Audit log, ?action=application.voted',
      auditByEntityKind: 'Audit log, ?entity=Objective',
      auditByRareEntityKind: 'Audit log, ?entity=Decision (none)',
    };
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
        Object.entries(names)
          .filter(([k]) => gs.http[k] && gl.http[k])
          .map(([k, label]) => [
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
  }

  const web = res.web;
  if (web) {
    out.push('### Web');
    out.push('');
    out.push(`JavaScript a page loads: ${web.method}.`);
    out.push('');
    out.push(
      table(
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
      ),
    );
    out.push('');
    if (web.lighthouse) {
      out.push(
        table(
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
          Object.entries(web.lighthouse).map(([page, l]) => [
            page,
            `${l.scores.join(', ')}${l.retried?.length ? ` (${l.retried.length} failed recording run again: ${l.retried.join(', ')})` : ''}`,
            l.median,
            l.metrics?.fcpMs,
            l.metrics?.lcpMs,
            l.metrics?.tbtMs,
            l.metrics?.cls,
            `${l.scripts?.length ?? 0} files, ${kb((l.scripts ?? []).reduce((s, x) => s + (x.transferBytes ?? 0), 0))}`,
          ]),
        ),
      );
      out.push('');
    }
    if (web.compression) {
      out.push(
        table(
          ['Response', 'Uncompressed', 'Accept-Encoding: gzip', 'Browser (gzip, deflate, br)'],
          web.compression.map((c) => [
            c.what,
            kb(c.identityBytes),
            `${c.gzip.encoding ?? 'none'} ${kb(c.gzip.bytes)}`,
            `${c.browser.encoding ?? 'none'} ${kb(c.browser.bytes)}`,
          ]),
        ),
      );
      out.push('');
    }
  }

  out.push('### Cost');
  out.push('');
  if (res.idle) {
    out.push(
      `Idle stack over ${res.idle.seconds} s: CPU ${Object.entries(res.idle.cpuPercent)
        .map(([k, v]) => `${k} ${v}%`)
        .join(', ')}; ` +
        `transactions/s ${Object.entries(res.idle.transactionsPerSecond)
          .map(([k, v]) => `${k} ${v}`)
          .join(', ')}.`,
    );
    out.push('');
  }
  if (res.memory) {
    out.push(
      `Resident memory after the load (MB): ${Object.entries(res.memory)
        .map(([k, v]) => `${k} ${v}`)
        .join(', ')}.`,
    );
    out.push('');
  }
  if (res.databaseMb) {
    out.push(
      `Database sizes at the larger size (MB): ${Object.entries(res.databaseMb)
        .map(([k, v]) => `${k} ${v}`)
        .join(', ')}.`,
    );
    out.push('');
  }
  if (res.statementsPerRequest) {
    out.push(
      `SQL statements per request (pg_stat_statements, outbox relay excluded): ${Object.entries(
        res.statementsPerRequest,
      )
        .map(([k, v]) => `${k} ${v.total}`)
        .join(', ')} — none grows with the page size (no N+1).`,
    );
    out.push('');
  }
  return out.join('\n');
}

function firstPlanLine(plan) {
  const lines = (plan ?? '').split('\n').map((l) => l.trim());
  const nodes = lines
    .filter((l) => /^(->\s*)?[A-Z][A-Za-z ]+(Scan|Aggregate|Limit|Sort|Join|Append)/.test(l))
    .map((l) => l.replace(/^->\s*/, '').replace(/\s*\(cost.*$/, ''));
  return nodes.slice(0, 3).join(' → ').replace(/\|/g, '\\|');
}

/**
 * Rewrites the results section of docs/performance.md (between the markers; inserted after the
 * intro if missing), then formats the file with the project's Prettier config, as
 * `npm run format` would.
 */
export async function writeDocs(file, res) {
  const text = readFileSync(file, 'utf8');
  const section = `${START}\n\n${renderResults(res)}\n${END}`;
  let next;
  if (text.includes(START) && text.includes(END)) {
    next = text.slice(0, text.indexOf(START)) + section + text.slice(text.indexOf(END) + END.length);
  } else {
    const at = text.indexOf('\n## ');
    next = at >= 0 ? `${text.slice(0, at + 1)}${section}\n\n${text.slice(at + 1)}` : `${text}\n${section}\n`;
  }
  await writeFormatted(file, next);
}

/** Writes `text` to `file` formatted with the project's Prettier config (the parser from the file name). */
export async function writeFormatted(file, text) {
  const options = (await prettier.resolveConfig(file)) ?? {};
  writeFileSync(file, await prettier.format(text, { ...options, filepath: file }));
}

/** `node bench/lib/report.mjs`: rewrites the docs section from bench/results.json. */
if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const bench = resolve(dirname(fileURLToPath(import.meta.url)), '..');
  const res = JSON.parse(readFileSync(join(bench, 'results.json'), 'utf8'));
  if (res.failures?.length || !res.goals) {
    console.error(
      `bench/results.json is of a run that broke (${res.failures?.length ?? 0} failure(s)): docs left as they are`,
    );
    process.exit(1);
  }
  await writeDocs(join(bench, '..', 'docs', 'performance.md'), res);
  console.log('docs/performance.md: results section rewritten');
}
