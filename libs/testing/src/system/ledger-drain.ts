/** Waiting for the event path to drain: every outbox row published and in the audit log. */
import { poll } from './poll.js';
import { auditTotals, outboxCounts, readLedger, type Ledger, type LedgerSource, type OutboxCounts } from './ledger.js';

/** Polls the ledger until every outbox row is published and audited; the last ledger seen. */
export async function waitLedgerDrained(
  source: LedgerSource,
  timeoutMs = 60_000,
): Promise<Ledger & { lostIds: string[]; drainMs: number }> {
  const started = Date.now();
  const polled = await poll(
    () => readLedger(source).catch(() => undefined),
    (ledger) => ledger !== undefined && ledger.unpublished === 0 && ledger.lost === 0,
    { timeoutMs, intervalMs: 250 },
  );
  const last = polled.value ?? (await readLedger(source));
  return { ...last, drainMs: Date.now() - started };
}

export type DrainResult = {
  readonly drained: boolean;
  /** When the last check saw everything drained (or the deadline). */
  readonly at: number;
  readonly last: { outbox: OutboxCounts; audit: { rows: number; ids: number } } | undefined;
  readonly lastError?: string;
};

/** Polls the counts until every outbox row is published and the audit log holds as many ids as the outboxes. */
export async function waitOutboxDrained(source: LedgerSource, timeoutMs: number): Promise<DrainResult> {
  let last: DrainResult['last'];
  const polled = await poll(
    async (): Promise<{ error?: string }> => {
      try {
        const outbox = await outboxCounts(source);
        const audit = await auditTotals(source);
        last = { outbox, audit };
        return {};
      } catch (error) {
        return { error: (error as Error).message };
      }
    },
    ({ error }) =>
      error === undefined && last !== undefined && last.outbox.pending === 0 && last.audit.ids >= last.outbox.total,
    { timeoutMs, intervalMs: 100 },
  );
  if (polled.done) return { drained: true, at: Date.now(), last };
  return { drained: false, at: Date.now(), last, lastError: polled.value.error };
}
