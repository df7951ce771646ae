/**
 * What one read costs each process of the stack, from the kernel's own counters rather than a
 * profiler (whose samples also count the time a process waits for a core):
 *
 *   node bench/cpu.ts [--path list --path auditLogs ...] [--seconds 10] [--env KEY=VALUE ...]
 *
 * Starts its own stack (like run.ts), seeds the standard data, and for each path runs autocannon
 * (10 connections) while reading utime + stime of every app, every PostgreSQL backend, NATS and
 * itself (autocannon) from /proc. Prints the CPU milliseconds per request of each, then where
 * each app's resident memory sits (/proc/<pid>/smaps: the node binary's pages, malloc's heap,
 * the rest anonymous, mostly V8's heap). Used for the collector findings of issue 19
 * (docs/performance.md, "Collections").
 */
import { readdirSync, readFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { DEFAULT_DB_PREFIX } from '@warroom/local-infra';
import { load } from './lib/http.ts';
import { Cleanup, envPairs, installSignalHandlers, startApps, startInfra } from './lib/infra.ts';
import { ROOT_DIR } from './lib/paths.ts';
import { cookieFor, isReadName, READS, signIn, type ReadName } from './lib/reads.ts';
import { cpuSeconds } from './lib/stack-cost.ts';
import { seedAll } from './seed.ts';

const { values: args } = parseArgs({
  options: {
    path: { type: 'string', multiple: true, default: ['list', 'auditLogs'] },
    seconds: { type: 'string', default: '10' },
    env: { type: 'string', multiple: true, default: [] },
  },
});

function readNames(names: readonly string[]): ReadName[] {
  return names.map((name) => {
    if (!isReadName(name)) throw new Error(`--path must be one of ${Object.keys(READS).join(', ')}`);
    return name;
  });
}

const commOf = (pid: number): string | null => {
  try {
    return readFileSync(`/proc/${pid}/comm`, 'utf8').trim();
  } catch {
    return null;
  }
};

/** CPU seconds so far by name: each app, PostgreSQL (every backend), NATS, and this process. */
function cpuByName(apps: ReadonlyMap<number, string>): Map<string, number> {
  const out = new Map<string, number>();
  for (const entry of readdirSync('/proc')) {
    const pid = Number(entry);
    if (!Number.isInteger(pid) || pid <= 0) continue;
    const comm = commOf(pid);
    const name =
      apps.get(pid) ??
      (comm === 'postgres' ? 'postgres' : comm === 'nats-server' ? 'nats-server' : null) ??
      (pid === process.pid ? 'autocannon' : null);
    if (name) out.set(name, (out.get(name) ?? 0) + (cpuSeconds(pid) ?? 0));
  }
  return out;
}

/** Resident MB of a process by kind of mapping: the node binary, malloc's heap, anonymous, other files. */
function residentByKind(pid: number): Record<string, number> {
  const kb = new Map<string, number>();
  let kind = 'anonymous';
  for (const line of readFileSync(`/proc/${pid}/smaps`, 'utf8').split('\n')) {
    const mapping = /^[0-9a-f]+-[0-9a-f]+ \S+ \S+ \S+ \S+\s*(.*)$/.exec(line);
    if (mapping) {
      const path = mapping[1].trim();
      kind =
        path === ''
          ? 'anonymous'
          : path === '[heap]'
            ? 'malloc heap'
            : path.startsWith('/')
              ? /\/node$/.test(path)
                ? 'node binary'
                : 'files'
              : 'other';
      continue;
    }
    const rss = /^Rss:\s+(\d+) kB/.exec(line);
    if (rss) kb.set(kind, (kb.get(kind) ?? 0) + Number(rss[1]));
  }
  return Object.fromEntries([...kb].map(([k, v]) => [k, Math.round(v / 1024)]));
}

const cleanup = new Cleanup();
installSignalHandlers(cleanup);
try {
  const paths = readNames(args.path);
  const infra = await startInfra({ cleanup });
  const { stack } = await startApps({ infra, rootDir: ROOT_DIR, cleanup, env: envPairs(args.env) });
  await seedAll({ urlFor: infra.urlFor, prefix: DEFAULT_DB_PREFIX, applications: 10_000, audit: 100_000 });
  const cookies = await signIn(stack.gatewayUrl);
  const apps = new Map(stack.processes.flatMap((p) => (p.pid ? [[p.pid, p.name] as const] : [])));
  for (const path of paths) {
    let before = new Map<string, number>();
    let after = new Map<string, number>();
    const r = await load({
      baseUrl: stack.gatewayUrl,
      path: READS[path].path,
      headers: { cookie: cookieFor(READS[path], cookies) },
      connections: 10,
      durationSeconds: Number(args.seconds),
      warmupSeconds: 2,
      onMeasureStart: () => (before = cpuByName(apps)),
      onMeasureEnd: () => (after = cpuByName(apps)),
    });
    const perRequest = [...after]
      .map(([name, s]) => [name, ((s - (before.get(name) ?? 0)) * 1000) / Math.max(1, r.requests)] as const)
      .filter(([, ms]) => ms >= 0.005)
      .sort((a, b) => b[1] - a[1]);
    const total = perRequest.reduce((sum, [, ms]) => sum + ms, 0);
    console.log(
      `${path}: ${r.rps} req/s, p50 ${r.p50} ms, p99 ${r.p99} ms; CPU ms per request ${total.toFixed(2)}: ` +
        perRequest.map(([name, ms]) => `${name} ${ms.toFixed(3)}`).join(', '),
    );
  }
  for (const p of stack.processes) {
    if (p.pid) console.log(`resident MB of ${p.name}: ${JSON.stringify(residentByKind(p.pid))}`);
  }
} finally {
  await cleanup.run();
}
