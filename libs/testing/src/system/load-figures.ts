/** The figures of a load: throughput, latency percentiles, answers by status and by operation; trends of samples. */
import { isOk, type RequestRecord } from './load-clients.js';
import { READS } from './load-mix.js';

export function percentile(values: readonly number[], p: number): number {
  if (values.length === 0) return 0;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))]!;
}

export type LoadFigures = {
  readonly requests: number;
  readonly reads: number;
  readonly writes: number;
  readonly ok: number;
  readonly failed: number;
  readonly seconds: number;
  readonly requestsPerSecond: number;
  readonly p50Ms: number;
  readonly p99Ms: number;
  readonly maxMs: number;
  /** Answers by status, e.g. { "200": 4000, "201": 900, "503": 3 }. */
  readonly statuses: Record<string, number>;
  /** Requests, p50 and p99 per operation. */
  readonly byKind: Record<string, { requests: number; failed: number; p50Ms: number; p99Ms: number }>;
};

export function loadFigures(records: readonly RequestRecord[], startedAt: number, endedAt: number): LoadFigures {
  const seconds = Math.max(0.001, (endedAt - startedAt) / 1000);
  const statuses: Record<string, number> = {};
  const kinds = new Map<string, RequestRecord[]>();
  for (const record of records) {
    statuses[String(record.status)] = (statuses[String(record.status)] ?? 0) + 1;
    const list = kinds.get(record.kind);
    if (list) list.push(record);
    else kinds.set(record.kind, [record]);
  }
  const latencies = records.map((r) => r.ms);
  const ok = records.filter(isOk).length;
  return {
    requests: records.length,
    reads: records.filter((r) => READS.has(r.kind)).length,
    writes: records.filter((r) => !READS.has(r.kind)).length,
    ok,
    failed: records.length - ok,
    seconds: Math.round(seconds * 10) / 10,
    requestsPerSecond: Math.round((records.length / seconds) * 10) / 10,
    p50Ms: percentile(latencies, 50),
    p99Ms: percentile(latencies, 99),
    // Not Math.max(...latencies): a long soak has more answers than the call stack has room for.
    maxMs: latencies.reduce((max, ms) => Math.max(max, ms), 0),
    statuses,
    byKind: Object.fromEntries(
      [...kinds].map(([kind, list]) => {
        const ms = list.map((r) => r.ms);
        const failed = list.filter((r) => !isOk(r)).length;
        return [kind, { requests: list.length, failed, p50Ms: percentile(ms, 50), p99Ms: percentile(ms, 99) }];
      }),
    ),
  };
}

export function mean(values: readonly number[]): number {
  return values.length === 0 ? 0 : values.reduce((a, b) => a + b, 0) / values.length;
}

/** Where a series of samples started, ended and peaked, and its middle and last thirds' means (a leak grows). */
export type Trend = { start: number; end: number; max: number; middleThirdMean: number; lastThirdMean: number };

export function trend(values: readonly number[]): Trend {
  const third = Math.floor(values.length / 3);
  return {
    start: values[0] ?? 0,
    end: values.at(-1) ?? 0,
    max: Math.max(0, ...values),
    middleThirdMean: Math.round(mean(values.slice(third, 2 * third))),
    lastThirdMean: Math.round(mean(values.slice(2 * third))),
  };
}
