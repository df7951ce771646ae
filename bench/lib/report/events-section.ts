/** The events part of the results section: raw JetStream, the outbox backlog, steady loads, submissions. */
import type { Results } from '../results.ts';
import { table, type Cell } from './format.ts';

const PACED = [
  ['pacedAtGoal', 'Steady outbox load at 0.5× raw'],
  ['pacedSustainable', 'Steady outbox load at 80% of the measured capacity'],
] as const;

export function eventsSection(res: Results): string[] {
  const ev = res.events;
  if (!ev) return [];
  const out: string[] = [];
  out.push('### Events');
  out.push('');
  const rows: Cell[][] = [];
  if (ev.raw) {
    rows.push([
      'Raw JetStream `js.publish` with msgID, one at a time',
      `${ev.raw.sequentialPerSecond}/s`,
      '',
      '',
      `${ev.raw.messages} messages`,
    ]);
    rows.push([
      `Raw JetStream, ${ev.raw.window} in flight`,
      `${ev.raw.windowedPerSecond}/s`,
      '',
      '',
      ev.rawRuns && ev.rawRuns.length > 1
        ? `baseline of the goal; median of ${ev.rawRuns.length} runs (${ev.rawRuns.join(', ')}/s)`
        : 'baseline of the goal',
    ]);
  }
  if (ev.drain) {
    const d = ev.drain;
    rows.push([
      `Outbox backlog of ${d.events} → audit_log`,
      d.complete ? `${d.perSecond}/s (drain alone ${d.drainPerSecond}/s)` : '**stalled**',
      d.lag.p50Ms,
      d.lag.p99Ms,
      (d.complete
        ? `${d.seconds} s until the last was recorded`
        : `only ${d.delivered} of ${d.events} reached audit_log`) +
        (ev.drainRuns && ev.drainRuns.length > 1
          ? `; median of ${ev.drainRuns.length} runs, drain alone ${ev.drainRuns.join(', ')}/s`
          : ''),
    ]);
  }
  for (const [key, label] of PACED) {
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
  const s = ev.submitLag;
  if (s)
    rows.push([
      `Submissions through the gateway (the HTTP run, ${res.http?.submit?.rps ?? '—'}/s)`,
      `${s.changes} changes`,
      s.lag.p50Ms,
      s.lag.p99Ms,
      s.complete ? 'all recorded' : `**only ${s.recorded} of ${s.changes} recorded** (lag of those)`,
    ]);
  out.push(table(['Scenario', 'Rate', 'Lag p50 ms', 'Lag p99 ms', 'Notes'], rows));
  out.push('');
  out.push(
    "Lag is `audit_log.recorded_at − created_at` (the event's occurredAt), both from the same PostgreSQL clock for outbox rows.",
  );
  out.push('');
  return out;
}
