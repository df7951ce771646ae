/** A summary of one V8 .cpuprofile: self time by package and the hottest functions. */
import { readFileSync } from 'node:fs';
import { z } from 'zod';

const cpuProfileSchema = z.object({
  nodes: z.array(
    z.object({
      id: z.number(),
      callFrame: z.object({ functionName: z.string(), url: z.string(), lineNumber: z.number() }),
      children: z.array(z.number()).optional(),
    }),
  ),
  startTime: z.number(),
  samples: z.array(z.number()),
  timeDeltas: z.array(z.number()),
});
type ProfileNode = z.infer<typeof cpuProfileSchema>['nodes'][number];

const SPECIAL = new Map([
  ['(idle)', '(idle)'],
  ['(garbage collector)', '(gc)'],
  ['(program)', '(program)'],
]);

/** The package (or app, or lib) a script URL belongs to. */
function pkgOf(url: string): string {
  if (!url) return '(native/gc/idle)';
  const m = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(url);
  if (m) return m[1];
  const w = /\/work\/main\/((?:apps|libs)\/[^/]+)/.exec(url) ?? /\/((?:apps|libs)\/[^/]+)\//.exec(url);
  if (w) return w[1];
  if (url.startsWith('node:')) return 'node:internal';
  return url.replace(/^file:\/\//, '').slice(-60);
}

export type ProfileSummary = { busyMs: number; idleMs: number; packages: string[]; functions: string[] };

/** Self time per package and per function of one .cpuprofile, of the samples within `window` (µs) if given. */
export function summarize(file: string, window?: readonly [number, number]): ProfileSummary {
  const profile = cpuProfileSchema.parse(JSON.parse(readFileSync(file, 'utf8')));
  const byId = new Map<number, ProfileNode>(profile.nodes.map((n) => [n.id, n]));
  const self = new Map<number, number>();
  const dt = profile.timeDeltas;
  // Only the samples taken during the measured load (V8 and process.hrtime share CLOCK_MONOTONIC).
  let t = profile.startTime;
  for (let i = 0; i < profile.samples.length; i++) {
    t += dt[i] ?? 0;
    if (window && (t < window[0] || t > window[1])) continue;
    const id = profile.samples[i];
    self.set(id, (self.get(id) ?? 0) + (dt[i + 1] ?? 0));
  }
  const total = [...self.values()].reduce((a, b) => a + b, 0);
  const parent = new Map<number, number>();
  for (const n of profile.nodes) for (const c of n.children ?? []) parent.set(c, n.id);
  // Native frames (socket and file writes, JSON, ...) are charged to the JS package that called them.
  const callerPkg = (id: number): string => {
    for (let cur = parent.get(id); cur !== undefined; cur = parent.get(cur)) {
      const url = byId.get(cur)?.callFrame.url;
      if (url && !url.startsWith('node:')) return pkgOf(url);
    }
    return 'node:internal';
  };
  const pkgs = new Map<string, number>();
  const fns = new Map<string, number>();
  for (const [id, us] of self) {
    const node = byId.get(id);
    if (!node) continue;
    const cf = node.callFrame;
    const special = SPECIAL.get(cf.functionName);
    const pkg = special ?? (cf.url && !cf.url.startsWith('node:') ? pkgOf(cf.url) : callerPkg(id));
    pkgs.set(pkg, (pkgs.get(pkg) ?? 0) + us);
    const key = `${cf.functionName || '(anonymous)'} ${pkg}:${cf.lineNumber + 1}`;
    fns.set(key, (fns.get(key) ?? 0) + us);
  }
  const busy = total - (pkgs.get('(idle)') ?? 0);
  const pct = (us: number): string => `${((us / busy) * 100).toFixed(1)}%`;
  const top = (m: Map<string, number>, n: number): [string, number][] =>
    [...m]
      .filter(([k]) => !k.startsWith('(idle)'))
      .sort((a, b) => b[1] - a[1])
      .slice(0, n);
  return {
    busyMs: Math.round(busy / 1000),
    idleMs: Math.round((pkgs.get('(idle)') ?? 0) / 1000),
    packages: top(pkgs, 15).map(([k, v]) => `${pct(v).padStart(6)}  ${k}`),
    functions: top(fns, 25).map(([k, v]) => `${pct(v).padStart(6)}  ${k}`),
  };
}
