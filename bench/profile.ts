/**
 * CPU profiles of the stack under one read path's load, to find where the time goes.
 *
 *   node bench/profile.ts [--path status|me|objectives|list|analytics|auditLogs|members|membersSearch|membersFiltered|events] [--seconds 10]
 *                         [--connections 10] [--env KEY=VALUE ...]
 *
 * `--path events` profiles the event path instead: a backlog of 100,000 committed outbox rows
 * drained through JetStream into audit_log (the bench's drain step, five times its size).
 *
 * Starts its own stack (like run.ts) with `--cpu-prof` on the gateway and the services,
 * seeds the standard data, runs autocannon, stops the apps (the profiles are written on exit)
 * and prints, per process, the self time by package and the hottest functions. The summary
 * goes to bench/profiles/<path>.txt; the .cpuprofile files stay in the temp folder with
 * --keep-tmp (open them in Chrome DevTools).
 */
import { mkdirSync, readdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { APP_NAMES, DEFAULT_DB_PREFIX } from '@warroom/local-infra';
import { z } from 'zod';
import { summarize } from './lib/cpu-profile.ts';
import { query } from './lib/db.ts';
import { outboxDrain } from './lib/events/outbox.ts';
import { load, type LoadRequest } from './lib/http.ts';
import { Cleanup, envPairs, type Infra, installSignalHandlers, startApps, startInfra } from './lib/infra.ts';
import { BENCH_DIR, ROOT_DIR } from './lib/paths.ts';
import { cookieFor, isReadName, READ_NAMES, READS, signIn, statusPath, type ReadName } from './lib/reads.ts';
import { seedAll } from './seed.ts';

const { values: args } = parseArgs({
  options: {
    path: { type: 'string', default: 'status' },
    seconds: { type: 'string', default: '10' },
    connections: { type: 'string', default: '10' },
    'keep-tmp': { type: 'boolean', default: false },
    env: { type: 'string', multiple: true, default: [] },
  },
});
/** The outbox rows of `--path events`. */
const EVENTS_BACKLOG = 100_000;

function readArg(name: string): ReadName | 'events' {
  if (name !== 'events' && !isReadName(name)) {
    throw new Error(`--path must be one of ${[...READ_NAMES, 'events'].join(', ')}`);
  }
  return name;
}
const readName = readArg(args.path);

const nowMicros = (): number => Number(process.hrtime.bigint() / 1000n);

/** The status of `ids` in turn, each request from its own address. */
function statusRequests(ids: readonly string[]): LoadRequest[] {
  let i = 0;
  return [
    {
      method: 'GET',
      setupRequest: (req) => ({
        ...req,
        path: statusPath(ids[i % ids.length]),
        headers: { ...req.headers, 'x-forwarded-for': `10.0.${(i >> 8) & 255}.${i++ & 255}` },
      }),
    },
  ];
}

async function main(): Promise<void> {
  const cleanup = new Cleanup();
  installSignalHandlers(cleanup);
  const lines: string[] = [];
  const say = (l: string): void => {
    console.log(l);
    lines.push(l);
  };
  try {
    const infra = await startInfra({ cleanup, keepTmp: args['keep-tmp'] });
    const profDir = join(infra.tmpDir, 'profiles');
    mkdirSync(profDir, { recursive: true });
    const prof = (name: string) => ({ NODE_OPTIONS: `--cpu-prof --cpu-prof-dir=${join(profDir, name)}` });
    const { stack } = await startApps({
      infra,
      rootDir: ROOT_DIR,
      cleanup,
      env: envPairs(args.env),
      appEnv: Object.fromEntries(APP_NAMES.map((app) => [app, prof(app)])),
    });
    const window: [number, number] = [0, 0];
    if (readName === 'events') {
      window[0] = nowMicros();
      const drain = await outboxDrain({
        applicationsUrl: infra.urlFor(`${DEFAULT_DB_PREFIX}applications`),
        auditUrl: infra.urlFor(`${DEFAULT_DB_PREFIX}audit`),
        n: EVENTS_BACKLOG,
      });
      window[1] = nowMicros();
      say(
        `# CPU profile: events (${drain.perSecond} events/s, drain ${drain.drainPerSecond}/s, relay ${drain.relayPerSecond}/s)`,
      );
    } else {
      await measureRead(infra, stack.gatewayUrl, readName, window, say);
    }
    await stack.stopAll();
    const seconds = ((window[1] - window[0]) / 1e6).toFixed(1);
    for (const name of readdirSync(profDir)) {
      for (const file of readdirSync(join(profDir, name)).filter((f) => f.endsWith('.cpuprofile'))) {
        const s = summarize(join(profDir, name, file), window);
        say(`\n## ${name}: busy ${s.busyMs} ms, idle ${s.idleMs} ms of the ${seconds} s measured`);
        say('self time by package (native and node: frames charged to the package that called them):');
        for (const l of s.packages) say(`  ${l}`);
        say('hottest functions (self time):');
        for (const l of s.functions) say(`  ${l}`);
      }
    }
  } finally {
    await cleanup.run();
  }
  const outDir = join(BENCH_DIR, 'profiles');
  mkdirSync(outDir, { recursive: true });
  const out = join(
    outDir,
    `${readName}${args.env.length ? `-${args.env.join('-').replace(/[^A-Za-z0-9=_-]/g, '')}` : ''}.txt`,
  );
  writeFileSync(out, `${lines.join('\n')}\n`);
  console.log(`\nsummary: ${out}`);
}

/** Seeds the standard data and runs autocannon on one read path, `window` its measured span. */
async function measureRead(
  infra: Infra,
  gatewayUrl: string,
  readName: ReadName,
  window: [number, number],
  say: (l: string) => void,
): Promise<void> {
  await seedAll({ urlFor: infra.urlFor, prefix: DEFAULT_DB_PREFIX, applications: 10_000, audit: 100_000 });
  const cookie = cookieFor(READS[readName], await signIn(gatewayUrl));
  const ids = (
    await query(
      infra.urlFor(`${DEFAULT_DB_PREFIX}applications`),
      'select id from applications order by random() limit 2000',
      z.object({ id: z.string() }),
    )
  ).map((r) => r.id);
  const r = await load({
    onMeasureStart: () => (window[0] = nowMicros()),
    onMeasureEnd: () => (window[1] = nowMicros()),
    baseUrl: gatewayUrl,
    path: READS[readName].path,
    headers: { cookie },
    requests: readName === 'status' ? statusRequests(ids) : undefined,
    connections: Number(args.connections),
    durationSeconds: Number(args.seconds),
    warmupSeconds: 2,
  });
  say(
    `# CPU profile: ${readName} (${r.rps} req/s, p50 ${r.p50} ms, p99 ${r.p99} ms, non-2xx ${r.non2xx}) ${args.env.join(' ')}`.trimEnd(),
  );
}

await main();
