/** The read paths under load, against the product or the bare baseline. */
import type { LoadRequest, LoadShape } from '../lib/http.ts';
import { load } from '../lib/http.ts';
import { cookieFor, READS, statusPath, type Cookies, type Read, type ReadName } from '../lib/reads.ts';
import type { ReadResult, Reads } from '../lib/results.ts';
import type { RunContext } from './context.ts';

/**
 * Public paths come from many clients: each request carries one of 10,000 client addresses
 * (X-Forwarded-For, trusted as behind a proxy), so the per-address rate-limit counters are
 * those of many applicants, not one hot key.
 */
const ADDRESSES = Array.from({ length: 10_000 }, (_, i) => `10.${(i >> 16) & 255}.${(i >> 8) & 255}.${i & 255}`);
let addressIndex = 0;
export const nextAddress = (): string => ADDRESSES[(addressIndex = (addressIndex + 7919) % ADDRESSES.length)];

/** A read path with what each request needs. */
export type Scenario = {
  readonly label: string;
  readonly path: string;
  readonly headers?: Readonly<Record<string, string>>;
  readonly requests?: readonly LoadRequest[];
  /** The path of the one plain request made first (the status of a real application). */
  readonly probePath?: string;
};

/**
 * The read paths: the status of `ids` in turn from many addresses, the rest signed in, the
 * directory's as a member and the others as the admin.
 */
export function readScenarios({
  ids,
  cookies,
}: {
  ids: readonly string[];
  cookies: Cookies;
}): Record<ReadName, Scenario> {
  let i = 0;
  const nextId = (): string => ids[i++ % ids.length];
  const signedIn = (read: Read): Scenario => ({
    label: read.label,
    path: read.path,
    headers: { cookie: cookieFor(read, cookies) },
  });
  return {
    status: {
      label: READS.status.label,
      requests: [
        {
          method: 'GET',
          setupRequest: (req) => ({
            ...req,
            path: statusPath(nextId()),
            headers: { ...req.headers, 'x-forwarded-for': nextAddress() },
          }),
        },
      ],
      path: READS.status.path,
      probePath: statusPath(ids[0]),
    },
    me: signedIn(READS.me),
    objectives: signedIn(READS.objectives),
    list: signedIn(READS.list),
    analytics: signedIn(READS.analytics),
    auditLogs: signedIn(READS.auditLogs),
    members: signedIn(READS.members),
    membersSearch: signedIn(READS.membersSearch),
    membersFiltered: signedIn(READS.membersFiltered),
  };
}

/** Each of `names` in turn: one plain request (it must succeed), then the load. */
export async function runReads(
  ctx: RunContext,
  baseUrl: string,
  scenarios: Record<ReadName, Scenario>,
  names: readonly ReadName[],
  http: LoadShape,
  tag: string,
): Promise<Reads> {
  const out: Reads = {};
  for (const name of names) {
    const s = scenarios[name];
    // One plain request first: the scenario must work at all (this, not the load, is what
    // fails the bench; a loaded machine may complete no request in a short smoke window).
    const probe = await fetch(new URL(s.probePath ?? s.path, baseUrl), { headers: s.headers });
    const probeBytes = (await probe.arrayBuffer()).byteLength;
    ctx.check(probe.status >= 200 && probe.status < 300, `${tag} ${s.label}: answered ${probe.status}`);
    ctx.noteLoad(`${tag} ${name}`);
    const r = await load({ baseUrl, path: s.path, headers: s.headers, requests: s.requests, ...http });
    if (r.timeouts > 0 || r.errors > 0) {
      // The requests autocannon gave up on are still being answered: one more answer of the same
      // path comes after them, so that the next path is not measured on a stack still busy with these.
      await fetch(new URL(s.probePath ?? s.path, baseUrl), { headers: s.headers, signal: AbortSignal.timeout(120_000) })
        .then((res) => res.arrayBuffer())
        .catch(() => undefined);
    }
    out[name] = { label: s.label, ...r, answerBytes: probeBytes };
    ctx.log(
      `${tag} ${s.label}: ${r.rps} req/s, p50 ${r.p50} ms, p99 ${r.p99} ms, errors ${r.errors}, non-2xx ${r.non2xx}`,
    );
  }
  return out;
}

const median = (values: readonly number[]): number => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? 0;
};
const sum = (values: readonly number[]): number => values.reduce((a, b) => a + b, 0);

/** Several runs of one path as one result: each rate and latency the median of the runs, each count their sum. */
export function medianOfRuns(runs: readonly ReadResult[]): ReadResult {
  const [first] = runs;
  if (!first) throw new Error('medianOfRuns: no runs');
  if (runs.length === 1) return first;
  const of = (pick: (r: ReadResult) => number | null) => median(runs.map(pick).filter((v): v is number => v !== null));
  const total = (pick: (r: ReadResult) => number) => sum(runs.map(pick));
  return {
    ...first,
    rps: of((r) => r.rps),
    okRps: of((r) => r.okRps),
    p50: of((r) => r.p50),
    p90: of((r) => r.p90),
    p99: of((r) => r.p99),
    max: of((r) => r.max),
    bytesPerRequest: of((r) => r.bytesPerRequest),
    durationSeconds: total((r) => r.durationSeconds),
    wallSeconds: total((r) => r.wallSeconds ?? 0),
    requests: total((r) => r.requests),
    errors: total((r) => r.errors),
    timeouts: total((r) => r.timeouts),
    non2xx: total((r) => r.non2xx),
    status2xx: total((r) => r.status2xx),
    runs: runs.map(({ rps, p50, p99 }) => ({ rps, p50, p99 })),
  };
}

/**
 * The read paths on the product and on the bare server by turns, `rounds` times, each figure
 * the median of its rounds: a machine that slows down for a while slows both.
 */
export async function readsInTurns(
  ctx: RunContext,
  urls: { readonly product: string; readonly baseline: string },
  scenarios: Record<ReadName, Scenario>,
  names: readonly ReadName[],
  http: LoadShape,
  rounds: number,
): Promise<{ product: Reads; baseline: Reads }> {
  const product: Reads[] = [];
  const baseline: Reads[] = [];
  for (let round = 1; round <= rounds; round += 1) {
    if (rounds > 1) ctx.log(`HTTP: round ${round} of ${rounds}`);
    product.push(await runReads(ctx, urls.product, scenarios, names, http, 'product'));
    baseline.push(await runReads(ctx, urls.baseline, scenarios, names, http, 'baseline'));
  }
  const merge = (runs: Reads[]): Reads =>
    Object.fromEntries(
      names.map((name) => [name, medianOfRuns(runs.map((r) => r[name]).filter((r): r is ReadResult => !!r))]),
    );
  return { product: merge(product), baseline: merge(baseline) };
}
