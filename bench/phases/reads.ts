/** The read paths under load, against the product or the bare baseline. */
import type { LoadRequest, LoadShape } from '../lib/http.ts';
import { load } from '../lib/http.ts';
import { READS, statusPath, type ReadName } from '../lib/reads.ts';
import type { Reads } from '../lib/results.ts';
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

/** The read paths: the status of `ids` in turn from many addresses, the rest signed in with `cookie`. */
export function readScenarios({ ids, cookie }: { ids: readonly string[]; cookie: string }): Record<ReadName, Scenario> {
  let i = 0;
  const nextId = (): string => ids[i++ % ids.length];
  const signedIn = (read: (typeof READS)[ReadName]): Scenario => ({ ...read, headers: { cookie } });
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
    out[name] = { label: s.label, ...r, answerBytes: probeBytes };
    ctx.log(
      `${tag} ${s.label}: ${r.rps} req/s, p50 ${r.p50} ms, p99 ${r.p99} ms, errors ${r.errors}, non-2xx ${r.non2xx}`,
    );
  }
  return out;
}
