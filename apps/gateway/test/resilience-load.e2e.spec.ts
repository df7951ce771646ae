/**
 * A load soak: RESILIENCE_LOAD_CLIENTS (50) clients mixing reads and writes for
 * RESILIENCE_LOAD_SECONDS (45 here, 300 in `npm run resilience`) after a warm-up of
 * RESILIENCE_WARMUP_SECONDS (10; the clients join one by one over its first half). No error at
 * all once warm, and no leak: open files and PostgreSQL
 * connections end where they started (within a small constant), NATS connections do not grow,
 * and memory does not keep growing (the mean RSS of the last third of the samples against the
 * middle third). The figures go to test-results/resilience-load.json.
 */
import { setTimeout as sleep } from 'node:timers/promises';
import {
  appErrors,
  ClientLoad,
  describeRecord,
  intEnv,
  isOk,
  loadFigures,
  sampleResources,
  trend,
  waitLedgerDrained,
  type ResourceSample,
} from '@warroom/testing';
import { prepareFixture, resilienceStack, writeResults } from './resilience-support.js';
import { checkWrites } from './resilience-writes.js';

const CLIENTS = intEnv('RESILIENCE_LOAD_CLIENTS', 50);
const LOAD_SECONDS = intEnv('RESILIENCE_LOAD_SECONDS', 45);
const WARMUP_SECONDS = intEnv('RESILIENCE_WARMUP_SECONDS', 10);
/** About 30 samples over the run, at least every 1.5 s. */
const SAMPLE_MS = Math.max(1_500, Math.round((LOAD_SECONDS * 1000) / 30));
/** What a process may end with above where it started: open files, and PostgreSQL connections in all. */
const FD_SLACK = 10;
const LOAD_OPTIONS = { maxObjectivesPerClient: 2 };
const PG_SLACK = 4;
/** RSS of the last third may exceed the middle third's by this share plus this many kB. */
const RSS_GROWTH_SHARE = 0.25;
const RSS_GROWTH_KB = 32 * 1024;

describe('load soak', () => {
  const stack = resilienceStack();

  it(
    `${CLIENTS} clients for ${LOAD_SECONDS} s: no error, flat connections and files, no steady memory growth`,
    async () => {
      const rs = stack();
      const fixture = await prepareFixture(rs.baseUrl, { users: 10, reviewable: 10 });

      // Warm-up: the same load with the clients joining one by one over half of it, not measured
      // (JIT, pools and caches fill up). Its failures are reported, not asserted.
      const warmup = new ClientLoad(fixture, CLIENTS, WARMUP_SECONDS, {
        ...LOAD_OPTIONS,
        rampSeconds: WARMUP_SECONDS / 2,
      });
      const warmupRecords = await warmup.done;

      const load = new ClientLoad(fixture, CLIENTS, LOAD_SECONDS, LOAD_OPTIONS);
      const samples: ResourceSample[] = [];
      while (load.endedAt === 0) {
        samples.push(await sampleResources(rs, load.startedAt));
        await Promise.race([sleep(SAMPLE_MS), load.done]);
      }
      const records = await load.done;
      samples.push(await sampleResources(rs, load.startedAt));

      const figures = loadFigures(records, load.startedAt, load.endedAt);
      const errors = records.filter((r) => !isOk(r)).map(describeRecord);
      const warmupErrors = warmupRecords.filter((r) => !isOk(r)).map(describeRecord);
      const apps = Object.keys(samples[0]!.apps);
      const rss = Object.fromEntries(apps.map((app) => [app, trend(samples.map((s) => s.apps[app]!.rssKb ?? 0))]));
      const fds = Object.fromEntries(apps.map((app) => [app, trend(samples.map((s) => s.apps[app]!.fds ?? 0))]));
      const heap = Object.fromEntries(
        apps
          .filter((app) => samples.every((s) => s.apps[app]!.heapUsedKb !== undefined))
          .map((app) => [app, trend(samples.map((s) => s.apps[app]!.heapUsedKb ?? 0))]),
      );
      // The series, in MB, to see the shape of the curve.
      const rssSeriesMb = Object.fromEntries(
        apps.map((app) => [app, samples.map((s) => Math.round((s.apps[app]!.rssKb ?? 0) / 1024))]),
      );
      const heapSeriesMb = Object.fromEntries(
        Object.keys(heap).map((app) => [app, samples.map((s) => Math.round((s.apps[app]!.heapUsedKb ?? 0) / 1024))]),
      );
      // Open files other than the load's own HTTP connections to the gateway.
      const ownFds = Object.fromEntries(apps.map((app) => [app, trend(samples.map((s) => s.apps[app]!.ownFds ?? 0))]));
      const pgTotal = trend(samples.map((s) => s.pgTotal));
      const nats = trend(samples.map((s) => s.nats));

      const drained = await waitLedgerDrained(rs, 120_000);
      // The warm-up's writes too: the votes are counted per voter and application over both.
      const writeCheck = await checkWrites(rs, [...warmupRecords, ...records]);

      const loggedErrors = appErrors(rs);
      writeResults('load', {
        loggedErrors: loggedErrors.slice(0, 20),
        clients: CLIENTS,
        seconds: LOAD_SECONDS,
        warmupSeconds: WARMUP_SECONDS,
        warmupRequests: warmupRecords.length,
        warmupErrors: warmupErrors.slice(0, 20),
        sampleMs: SAMPLE_MS,
        load: figures,
        errors: errors.slice(0, 20),
        rssKb: rss,
        heapUsedKb: heap,
        rssSeriesMb,
        heapSeriesMb,
        fds,
        fdsWithoutLoadConnections: ownFds,
        pgConnections: { total: pgTotal, first: samples[0]!.pg, last: samples.at(-1)!.pg },
        natsConnections: nats,
        samples: samples.length,
        ledger: drained,
        writes: { ...writeCheck, violations: writeCheck.violations.slice(0, 10) },
      });

      expect(errors).toEqual([]);
      // Nor did any app log an error.
      expect(loggedErrors).toEqual([]);
      expect(figures.requests).toBeGreaterThan(CLIENTS);
      expect(samples.length).toBeGreaterThanOrEqual(6);
      for (const app of apps) {
        const f = ownFds[app]!;
        expect({ app, fdsEnd: f.end }).toEqual({ app, fdsEnd: Math.min(f.end, f.start + FD_SLACK) });
        const r = rss[app]!;
        const bound = Math.round(r.middleThirdMean * (1 + RSS_GROWTH_SHARE) + RSS_GROWTH_KB);
        expect({ app, rssLastThirdKb: r.lastThirdMean }).toEqual({
          app,
          rssLastThirdKb: Math.min(r.lastThirdMean, bound),
        });
      }
      expect(pgTotal.end).toBeLessThanOrEqual(pgTotal.start + PG_SLACK);
      expect(nats.end).toBeLessThanOrEqual(nats.start);
      expect(drained).toMatchObject({ unpublished: 0, lost: 0, doubled: 0, phantom: 0 });
      expect(writeCheck.violations).toEqual([]);
    },
    600_000 + (LOAD_SECONDS + WARMUP_SECONDS) * 1000,
  );
});
