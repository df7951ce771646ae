/** What a measured phase of the fault tests found: its figures, its line, its results file and the invariant. */
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { machineInfo, repoRoot, type LedgerCheck } from '@warroom/testing';
import { CHANGES, CONCURRENCY } from './fault-support.js';

export type PhaseResult = {
  readonly test: string;
  readonly changesTarget: number;
  readonly attempted: number;
  readonly succeeded: number;
  readonly failedRequests: Record<string, number>;
  /** This test's window: applications outbox rows committed during the phase. */
  readonly window: Omit<LedgerCheck, 'lostIds' | 'phantomIds'>;
  /** Every outbox row of every service since the stack started, against the whole audit log. */
  readonly global: Omit<LedgerCheck, 'lostIds' | 'phantomIds'>;
  readonly drained: boolean;
  /** Events committed and not audited at the heal (every service). */
  readonly backlogAtHeal: number | null;
  /** From the heal until that backlog was all in the audit log (the load may still be running). */
  readonly backlogCaughtUpMs: number | null;
  /** From the fault healed (test 1: the load's end) to fully drained. */
  readonly drainMs: number;
  /** From the later of the heal and the load's last answer to fully drained. */
  readonly drainAfterLoadMs: number;
  readonly loadMs: number;
  readonly faultMs: number | null;
  /** Changes that succeeded while the fault was on. */
  readonly succeededDuringFault: number | null;
  /** From the heal to the first change that succeeded after it (the product answering again). */
  readonly recoveryMs: number | null;
  readonly streamMessages: number | null;
  /** Stream messages beyond the outbox rows (a duplicate JetStream did not drop; the audit key absorbs it). */
  readonly streamExtra: number | null;
  /** Redeliveries to the audit consumer during the phase. */
  readonly redeliveries: number | null;
  readonly notes: Record<string, unknown>;
  readonly lostIds: string[];
  readonly phantomIds: string[];
};

export function summaryLine(r: PhaseResult): string {
  const w = r.window;
  const g = r.global;
  return (
    `[reliability] ${r.test}: changes=${r.succeeded}/${r.attempted} attempted, committed=${w.committed} audited=${w.audited} ` +
    `lost=${w.lost} doubled=${w.doubled} phantom=${w.phantom} backlog=${r.backlogAtHeal ?? '-'} caught up ${r.backlogCaughtUpMs ?? '-'}ms after heal, ` +
    `fully drained ${r.drainMs}ms after heal (${r.drainAfterLoadMs}ms after load) ` +
    `fault=${r.faultMs ?? '-'}ms (${r.succeededDuringFault ?? '-'} ok during it, next ok ${r.recoveryMs ?? '-'}ms after heal) redeliveries=${r.redeliveries ?? '?'} streamExtra=${r.streamExtra ?? '?'} | ` +
    `global outbox=${g.committed} audited=${g.audited} lost=${g.lost} doubled=${g.doubled} phantom=${g.phantom}` +
    (Object.keys(r.notes).length ? ` | ${JSON.stringify(r.notes)}` : '')
  );
}

/** Merges one result into test-results/reliability.json (keyed by test name). */
export function recordResult(r: PhaseResult): void {
  const file = process.env.RELIABILITY_RESULTS ?? join(repoRoot(), 'test-results', 'reliability.json');
  mkdirSync(dirname(file), { recursive: true });
  let doc: { machine?: unknown; tests?: Record<string, unknown> } = {};
  try {
    doc = JSON.parse(readFileSync(file, 'utf8')) as typeof doc;
  } catch {
    doc = {};
  }
  const tests = { ...(doc.tests ?? {}), [r.test]: { ...r, finishedAt: new Date().toISOString() } };
  const machine = { ...machineInfo(), changes: CHANGES, concurrency: CONCURRENCY };
  writeFileSync(file, `${JSON.stringify({ updatedAt: new Date().toISOString(), machine, tests }, null, 2)}\n`);
}

/** Prints and records a phase's result. */
export function report(r: PhaseResult): void {
  console.log(summaryLine(r));
  recordResult(r);
}

/** The invariant, on the test's window and on everything since the stack started. */
export function expectNothingLostOrDoubled(r: PhaseResult, changes = CHANGES): void {
  const failure =
    r.lostIds.length || r.phantomIds.length
      ? ` (lost ${r.lostIds.join(', ')}; phantom ${r.phantomIds.join(', ')})`
      : '';
  expect({ test: r.test, drained: r.drained, note: failure }).toEqual({ test: r.test, drained: true, note: '' });
  expect(r.succeeded).toBeGreaterThanOrEqual(changes);
  expect(r.window.committed).toBeGreaterThanOrEqual(r.succeeded);
  for (const scope of [r.window, r.global]) {
    expect(scope).toMatchObject({ lost: 0, doubled: 0, phantom: 0, unpublished: 0 });
    expect(scope.audited).toBe(scope.committed);
  }
}
