// The compose test's checks and figures: each step is a check that passes or fails with a
// sentence; the figures go to test-results/compose.json, one JSON line and a readable summary.
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import type { ReadFigures, EventFigures } from './faults.ts';
import type { BuildFigures } from './images.ts';

export type Check = { readonly name: string; readonly ok: boolean; readonly detail: string; readonly seconds: number };

export type Figures = {
  engine?: { version: string; startedDaemon: boolean; compose: string };
  baseImages?: { source: string; images: Record<string, string>; seconds: number };
  build?: BuildFigures;
  imageSizesMB?: Record<string, number>;
  compose?: { timeToHealthySeconds: number; replicas: Record<string, number>; journeySeconds?: number };
  portalKill?: ReadFigures & { killed: string };
  natsRestart?: EventFigures;
  stackRestart?: { timeToHealthySeconds: number; dataKept: boolean };
  swarm?: { timeToHealthySeconds: number; journeySeconds?: number };
};

export type Report = {
  readonly figures: Figures;
  readonly checks: Check[];
  /** Checks not run because one they need failed: neither passed nor failed. */
  readonly skipped: string[];
  readonly skip: (names: readonly string[], because: string) => void;
  /** Runs one check: a throw fails it with the error's message; answers the step's value or undefined. */
  readonly step: <T>(name: string, body: () => Promise<T>, detail?: (value: T) => string) => Promise<T | undefined>;
  /** Records a check decided elsewhere. */
  readonly record: (name: string, ok: boolean, detail: string) => void;
};

export function makeReport(log: (message: string) => void): Report {
  const checks: Check[] = [];
  const skipped: string[] = [];
  const figures: Figures = {};
  return {
    figures,
    checks,
    skipped,
    skip: (names, because) => {
      for (const name of names) {
        skipped.push(`${name} (${because})`);
        log(`skip ${name}: ${because}`);
      }
    },
    step: async (name, body, detail) => {
      const started = performance.now();
      log(`${name}...`);
      try {
        const value = await body();
        const seconds = Math.round((performance.now() - started) / 100) / 10;
        const text = detail ? detail(value) : 'ok';
        checks.push({ name, ok: true, detail: text, seconds });
        log(`ok   ${name} (${seconds} s): ${text}`);
        return value;
      } catch (error) {
        const seconds = Math.round((performance.now() - started) / 100) / 10;
        const text = error instanceof Error ? error.message : String(error);
        checks.push({ name, ok: false, detail: text, seconds });
        log(`FAIL ${name} (${seconds} s): ${text}`);
        return undefined;
      }
    },
    record: (name, ok, detail) => {
      checks.push({ name, ok, detail, seconds: 0 });
      log(`${ok ? 'ok  ' : 'FAIL'} ${name}: ${detail}`);
    },
  };
}

const mb = (sizes: Record<string, number> | undefined): string =>
  Object.entries(sizes ?? {})
    .map(([image, size]) => `${image} ${size} MB`)
    .join(', ');

/** The readable summary: the figures a reader looks for, then every check. */
export function summary(report: Report, totalSeconds: number): string {
  const f = report.figures;
  const passed = report.checks.filter((c) => c.ok).length;
  const out = [
    '',
    `Compose test: ${passed} passed, ${report.checks.length - passed} failed in ${Math.round(totalSeconds)} s`,
    `  engine        ${f.engine ? `dockerd ${f.engine.version}${f.engine.startedDaemon ? ' (started by this run)' : ''}, ${f.engine.compose}` : '-'}`,
    `  base images   ${f.baseImages ? `${f.baseImages.source} in ${f.baseImages.seconds} s` : '-'}`,
    `  build         ${f.build ? `${f.build.seconds} s (${f.build.cold ? 'cold: npm ci ran' : 'npm ci from the cache'}), again ${f.build.cachedSeconds} s from the cache` : '-'}`,
    `  image sizes   ${mb(f.imageSizesMB) || '-'}`,
    `  healthy       ${
      f.compose
        ? `${f.compose.timeToHealthySeconds} s after up -d (${Object.entries(f.compose.replicas)
            .map(([s, n]) => `${s} x${n}`)
            .join(', ')})`
        : '-'
    }`,
    `  portal kill   ${f.portalKill ? `${f.portalKill.failedReads} failed of ${f.portalKill.reads} reads by ${f.portalKill.clients} clients, slowest ${f.portalKill.slowestReadMs} ms` : '-'}`,
    `  NATS restart  ${f.natsRestart ? `${f.natsRestart.lost} lost, ${f.natsRestart.doubled} doubled of ${f.natsRestart.outboxEvents} events (${f.natsRestart.auditEntries} audit entries, ${f.natsRestart.streamMessages ?? '?'} in the stream); health back ${f.natsRestart.healthBackSeconds} s; ${f.natsRestart.failedWrites} of ${f.natsRestart.writes} writes answered 503 during the outage` : '-'}`,
    `  down + up     ${f.stackRestart ? `data ${f.stackRestart.dataKept ? 'kept' : 'LOST'}, healthy ${f.stackRestart.timeToHealthySeconds} s after up` : '-'}`,
    `  swarm         ${f.swarm ? `healthy ${f.swarm.timeToHealthySeconds} s after stack deploy` : '-'}`,
    '',
    ...report.checks.map((c) => `  ${c.ok ? 'ok  ' : 'FAIL'} ${c.name} (${c.seconds} s): ${c.detail.split('\n')[0]}`),
    ...report.skipped.map((name) => `  skip ${name}`),
  ];
  return out.join('\n');
}

/** Writes the figures and the checks; answers the JSON line. */
export function writeResults(file: string, report: Report, totalSeconds: number): string {
  const passed = report.checks.filter((c) => c.ok).length;
  const result = {
    passed,
    failed: report.checks.length - passed,
    durationSeconds: Math.round(totalSeconds),
    finishedAt: new Date().toISOString(),
    ...report.figures,
    checks: report.checks,
    skipped: report.skipped,
  };
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, `${JSON.stringify(result, null, 2)}\n`);
  return JSON.stringify({ ...result, checks: undefined, skipped: undefined });
}
