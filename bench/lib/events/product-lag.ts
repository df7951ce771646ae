/** The audit lag of the product's own changes (the submissions of the HTTP run). */
import { setTimeout as sleep } from 'node:timers/promises';
import { z } from 'zod';
import { countRows, pgNumber, rowsOf, withDb } from '../db.ts';
import { round } from '../round.ts';

export const productLagSchema = z.object({
  changes: z.number(),
  recorded: z.number(),
  complete: z.boolean(),
  lag: z.object({ p50Ms: z.number().nullable(), p99Ms: z.number().nullable(), maxMs: z.number().nullable() }),
});
export type ProductLag = z.infer<typeof productLagSchema>;

export type ProductLagOptions = {
  readonly applicationsUrl: string;
  readonly auditUrl: string;
  readonly since: Date;
  readonly timeoutMs?: number;
  readonly stallMs?: number;
};

const lagRow = z.object({ p50: pgNumber, p99: pgNumber, max: pgNumber });

/** Audit lag of the real changes made since `since` (e.g. the submissions of the HTTP run). */
export async function productLag({
  applicationsUrl,
  auditUrl,
  since,
  timeoutMs = 60_000,
  stallMs = 10_000,
}: ProductLagOptions): Promise<ProductLag> {
  const submitted = await withDb(applicationsUrl, (c) =>
    countRows(c, 'applications where submitted_at >= $1', [since]),
  );
  return withDb(auditUrl, async (audit) => {
    const deadline = Date.now() + timeoutMs;
    let seen = 0;
    let progressAt = Date.now();
    while (Date.now() < deadline && Date.now() - progressAt < stallMs) {
      const n = await countRows(audit, `audit_log where action = 'application.submitted' and created_at >= $1`, [
        since,
      ]);
      if (n > seen) progressAt = Date.now();
      seen = n;
      if (seen >= submitted) break;
      await sleep(50);
    }
    const [lag] = await rowsOf(
      audit,
      `select percentile_cont(0.5) within group (order by ms) as p50, percentile_cont(0.99) within group (order by ms) as p99, max(ms) as max
         from (select extract(epoch from recorded_at - created_at) * 1000 as ms from audit_log
                where action = 'application.submitted' and created_at >= $1) t`,
      lagRow,
      [since],
    );
    return {
      changes: submitted,
      recorded: seen,
      complete: seen >= submitted,
      lag: { p50Ms: round(lag.p50, 1), p99Ms: round(lag.p99, 1), maxMs: round(lag.max, 1) },
    };
  });
}
