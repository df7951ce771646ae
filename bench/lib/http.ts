/**
 * HTTP load with autocannon: a warm-up run (discarded), then the measured run, both with a
 * fixed number of connections and a fixed duration. Requests go to 127.0.0.1 only.
 */
import autocannon, { type Options, type Request, type Result } from 'autocannon';
import { performance } from 'node:perf_hooks';
import { z } from 'zod';
import { round } from './round.ts';

export type { Request as LoadRequest } from 'autocannon';

function once(options: Options): Promise<Result> {
  return new Promise((resolve, reject) => {
    const instance = autocannon(options, (error, result) => (error ? reject(error) : resolve(result)));
    // No progress bars or tables: the bench prints its own summary.
    instance.on('error', () => undefined);
  });
}

/** Connections, duration and warm-up of a load (the bench's `http` settings). */
export const loadShapeSchema = z.object({
  connections: z.number(),
  durationSeconds: z.number(),
  warmupSeconds: z.number(),
});
export type LoadShape = z.infer<typeof loadShapeSchema>;

export type LoadOptions = LoadShape & {
  readonly baseUrl: string;
  readonly path?: string;
  readonly method?: string;
  readonly headers?: Readonly<Record<string, string>>;
  readonly body?: string;
  readonly requests?: readonly Request[];
  readonly onMeasureStart?: () => void;
  readonly onMeasureEnd?: () => void;
};

export const loadResultSchema = z.object({
  connections: z.number(),
  durationSeconds: z.number(),
  requests: z.number(),
  rps: z.number().nullable(),
  okRps: z.number().nullable(),
  p50: z.number(),
  p90: z.number(),
  p99: z.number(),
  max: z.number(),
  errors: z.number(),
  timeouts: z.number(),
  non2xx: z.number(),
  status2xx: z.number(),
  bytesPerRequest: z.number().nullable(),
  wallSeconds: z.number().nullable(),
});
export type LoadResult = z.infer<typeof loadResultSchema>;

/**
 * Runs one scenario: `warmupSeconds` of the same load (discarded), then `durationSeconds`
 * measured. `requests` follows autocannon's request objects (setupRequest for per-request
 * paths or bodies). Returns requests/s, latency percentiles (ms), errors and non-2xx.
 */
export async function load({
  baseUrl,
  path = '/',
  method = 'GET',
  headers = {},
  body,
  requests,
  connections,
  durationSeconds,
  warmupSeconds,
  onMeasureStart,
  onMeasureEnd,
}: LoadOptions): Promise<LoadResult> {
  const url = new URL(path, baseUrl).toString();
  const common = { url, method, headers, body, requests, connections, timeout: 10, excludeErrorStats: false };
  if (warmupSeconds > 0) await once({ ...common, duration: warmupSeconds });
  const started = performance.now();
  onMeasureStart?.();
  const r = await once({ ...common, duration: durationSeconds });
  onMeasureEnd?.();
  const seconds = (performance.now() - started) / 1000;
  const ok = r['2xx'] ?? 0;
  return {
    connections,
    durationSeconds,
    requests: r.requests.total,
    rps: round(r.requests.total / r.duration, 1),
    okRps: round(ok / r.duration, 1),
    p50: r.latency.p50,
    p90: r.latency.p90,
    p99: r.latency.p99,
    max: r.latency.max,
    errors: r.errors,
    timeouts: r.timeouts,
    non2xx: r.non2xx,
    status2xx: ok,
    bytesPerRequest: r.requests.total ? Math.round(r.throughput.total / r.requests.total) : null,
    wallSeconds: round(seconds, 2),
  };
}

export const sequentialResultSchema = z.object({
  status: z.number(),
  bytes: z.number(),
  /** The answer's size with every number in it written as 0 (JSON answers): its shape, whatever the counts. */
  shapeBytes: z.number().nullable().optional(),
  n: z.number(),
  medianMs: z.number().nullable(),
  p90Ms: z.number().nullable(),
  p99Ms: z.number().nullable(),
  meanMs: z.number().nullable(),
});
export type SequentialResult = z.infer<typeof sequentialResultSchema>;

export type SequentialOptions = {
  readonly baseUrl: string;
  readonly path: string;
  readonly headers?: Readonly<Record<string, string>>;
  readonly n?: number;
  readonly warmup?: number;
};

/** The size of a JSON answer with every number in it written as 0; null when it is not JSON. */
export function shapeBytesOf(body: Buffer): number | null {
  try {
    const json: unknown = JSON.parse(body.toString('utf8'));
    return Buffer.byteLength(JSON.stringify(json, (_key, value: unknown) => (typeof value === 'number' ? 0 : value)));
  } catch {
    return null;
  }
}

/** `n` sequential requests after `warmup` ones: per-request time (ms) and the answer's size. */
export async function sequential({
  baseUrl,
  path,
  headers = {},
  n = 100,
  warmup = 20,
}: SequentialOptions): Promise<SequentialResult> {
  const url = new URL(path, baseUrl).toString();
  const times: number[] = [];
  let status = 0;
  let bytes = 0;
  let body = Buffer.alloc(0);
  for (let i = 0; i < warmup + n; i++) {
    const t0 = performance.now();
    const res = await fetch(url, { headers: { ...headers, 'accept-encoding': 'identity' } });
    const buf = Buffer.from(await res.arrayBuffer());
    const ms = performance.now() - t0;
    status = res.status;
    bytes = buf.length;
    body = buf;
    if (i >= warmup) times.push(ms);
  }
  times.sort((a, b) => a - b);
  const q = (p: number): number => times[Math.min(times.length - 1, Math.floor(p * times.length))];
  return {
    status,
    bytes,
    shapeBytes: shapeBytesOf(body),
    n,
    medianMs: round(q(0.5), 2),
    p90Ms: round(q(0.9), 2),
    p99Ms: round(q(0.99), 2),
    meanMs: round(times.reduce((a, b) => a + b, 0) / times.length, 2),
  };
}
