#!/usr/bin/env node
/**
 * CPU profiles of the stack under one read path's load, to find where the time goes.
 *
 *   node bench/profile.mjs [--path status|me|objectives|list|analytics|auditLogs] [--seconds 10]
 *                          [--connections 10] [--env KEY=VALUE ...]
 *
 * Starts its own stack (like run.mjs) with `--cpu-prof` on the gateway and the services,
 * seeds the standard data, runs autocannon, stops the apps (the profiles are written on exit)
 * and prints, per process, the self time by package and the hottest functions. The summary
 * goes to bench/profiles/<path>.txt; the .cpuprofile files stay in the temp folder with
 * --keep-tmp (open them in Chrome DevTools).
 */
import { mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { Cleanup, installSignalHandlers, startApps, startInfra } from './lib/infra.mjs';
import { query } from './lib/db.mjs';
import { load } from './lib/http.mjs';
import { seedAll } from './seed.mjs';

const here = dirname(fileURLToPath(import.meta.url));
const rootDir = resolve(here, '..');
const { values: args } = parseArgs({
  options: {
    path: { type: 'string', default: 'status' },
    seconds: { type: 'string', default: '10' },
    connections: { type: 'string', default: '10' },
    'keep-tmp': { type: 'boolean', default: false },
    env: { type: 'string', multiple: true, default: [] },
  },
});

const PATHS = {
  status: null,
  me: '/api/auth/me',
  objectives: '/api/okr/objectives',
  list: '/api/applications?limit=50',
  analytics: '/api/applications/analytics',
  auditLogs: '/api/admin/audit-logs',
};
if (!(args.path in PATHS)) throw new Error(`--path must be one of ${Object.keys(PATHS).join(', ')}`);

const SPECIAL = new Map([
  ['(idle)', '(idle)'],
  ['(garbage collector)', '(gc)'],
  ['(program)', '(program)'],
]);

/** Self time per package and per function of one .cpuprofile. */
function summarize(file, window) {
  const profile = JSON.parse(readFileSync(file, 'utf8'));
  const byId = new Map(profile.nodes.map((n) => [n.id, n]));
  const self = new Map();
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
  const pkgOf = (url) => {
    if (!url) return '(native/gc/idle)';
    const m = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(url);
    if (m) return m[1];
    const w = /\/work\/main\/((?:apps|libs)\/[^/]+)/.exec(url) ?? /\/((?:apps|libs)\/[^/]+)\//.exec(url);
    if (w) return w[1];
    if (url.startsWith('node:')) return 'node:internal';
    return url.replace(/^file:\/\//, '').slice(-60);
  };
  const parent = new Map();
  for (const n of profile.nodes) for (const c of n.children ?? []) parent.set(c, n.id);
  // Native frames (socket and file writes, JSON, ...) are charged to the JS package that called them.
  const callerPkg = (id) => {
    for (let cur = parent.get(id); cur !== undefined; cur = parent.get(cur)) {
      const url = byId.get(cur).callFrame.url;
      if (url && !url.startsWith('node:')) return pkgOf(url);
    }
    return 'node:internal';
  };
  const pkgs = new Map();
  const fns = new Map();
  for (const [id, us] of self) {
    const node = byId.get(id);
    const cf = node.callFrame;
    const special = SPECIAL.get(cf.functionName);
    const pkg = special ?? (cf.url && !cf.url.startsWith('node:') ? pkgOf(cf.url) : callerPkg(id));
    pkgs.set(pkg, (pkgs.get(pkg) ?? 0) + us);
    const key = `${cf.functionName || '(anonymous)'} ${pkg}:${cf.lineNumber + 1}`;
    fns.set(key, (fns.get(key) ?? 0) + us);
  }
  const busy = total - (pkgs.get('(idle)') ?? 0);
  const pct = (us) => `${((us / busy) * 100).toFixed(1)}%`;
  const top = (m, n) =>
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

async function main() {
  const cleanup = new Cleanup();
  installSignalHandlers(cleanup);
  const lines = [];
  const say = (l) => {
    console.log(l);
    lines.push(l);
  };
  try {
    const infra = await startInfra({ cleanup, keepTmp: args['keep-tmp'] });
    const profDir = join(infra.tmpDir, 'profiles');
    mkdirSync(profDir, { recursive: true });
    const extraEnv = Object.fromEntries(
      args.env.map((kv) => [kv.slice(0, kv.indexOf('=')), kv.slice(kv.indexOf('=') + 1)]),
    );
    const prof = (name) => ({ NODE_OPTIONS: `--cpu-prof --cpu-prof-dir=${join(profDir, name)}` });
    const { stack } = await startApps({
      infra,
      rootDir,
      cleanup,
      env: extraEnv,
      appEnv: {
        gateway: prof('gateway'),
        identity: prof('identity'),
        portal: prof('portal'),
        applications: prof('applications'),
        audit: prof('audit'),
      },
    });
    await seedAll({ urlFor: infra.urlFor, prefix: 'warroom_', applications: 10_000, audit: 100_000 });
    const res = await fetch(new URL('/api/auth/login', stack.gatewayUrl), {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'admin@warroom.local', password: 'warroom-admin' }),
    });
    const cookie = res.headers
      .getSetCookie()
      .map((c) => c.split(';')[0])
      .find((c) => c.startsWith('warroom_session='));
    const ids = (
      await query(infra.urlFor('warroom_applications'), 'select id from applications order by random() limit 2000')
    ).map((r) => r.id);
    let i = 0;
    const requests =
      args.path === 'status'
        ? [
            {
              method: 'GET',
              setupRequest: (req) => ({
                ...req,
                path: `/api/applications/${ids[i % ids.length]}/status`,
                headers: { ...req.headers, 'x-forwarded-for': `10.0.${(i >> 8) & 255}.${i++ & 255}` },
              }),
            },
          ]
        : undefined;
    const window = [0, 0];
    const r = await load({
      onMeasureStart: () => (window[0] = Number(process.hrtime.bigint() / 1000n)),
      onMeasureEnd: () => (window[1] = Number(process.hrtime.bigint() / 1000n)),
      baseUrl: stack.gatewayUrl,
      path: PATHS[args.path] ?? '/api/applications/x/status',
      headers: { cookie },
      requests,
      connections: Number(args.connections),
      durationSeconds: Number(args.seconds),
      warmupSeconds: 2,
    });
    say(
      `# CPU profile: ${args.path} (${r.rps} req/s, p50 ${r.p50} ms, p99 ${r.p99} ms, non-2xx ${r.non2xx}) ${args.env.join(' ')}`.trimEnd(),
    );
    await stack.stopAll();
    for (const name of readdirSync(profDir)) {
      for (const file of readdirSync(join(profDir, name)).filter((f) => f.endsWith('.cpuprofile'))) {
        const s = summarize(join(profDir, name, file), window);
        say(`\n## ${name}: busy ${s.busyMs} ms, idle ${s.idleMs} ms of the ${args.seconds} s measured`);
        say('self time by package (native and node: frames charged to the package that called them):');
        for (const l of s.packages) say(`  ${l}`);
        say('hottest functions (self time):');
        for (const l of s.functions) say(`  ${l}`);
      }
    }
  } finally {
    await cleanup.run();
  }
  const outDir = join(here, 'profiles');
  mkdirSync(outDir, { recursive: true });
  const out = join(
    outDir,
    `${args.path}${args.env.length ? `-${args.env.join('-').replace(/[^A-Za-z0-9=_-]/g, '')}` : ''}.txt`,
  );
  writeFileSync(out, `${lines.join('\n')}\n`);
  console.log(`\nsummary: ${out}`);
}

await main();
