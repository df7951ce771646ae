/**
 * A measured phase of the fault tests: snapshot, load + fault, heal, drain, and the ledger of
 * the phase's window (the applications outbox rows it committed) and of the whole history.
 */
import { setTimeout as sleep } from 'node:timers/promises';
import {
  allAudit,
  allOutbox,
  auditedCount,
  checkLedger,
  outboxIds,
  probeProduct,
  streamStats,
  waitOutboxDrained,
  type ProductProbe,
  type StreamStats,
  type SubmitLoad,
  type SubmitLoadSummary,
  type SystemStack,
} from '@warroom/testing';
import { report, type PhaseResult } from './fault-report.js';
import { changesLoad, CHANGES, DRAIN_TIMEOUT_MS, FAULT_AT, holdFault } from './fault-support.js';

export type Phase = {
  readonly name: string;
  readonly before: Set<string>;
  readonly streamBefore: StreamStats | undefined;
  readonly startedAt: number;
};

export async function beginPhase(fs: SystemStack, name: string): Promise<Phase> {
  return {
    name,
    before: await outboxIds(fs, 'applications'),
    streamBefore: await streamStats(fs.natsUrl),
    startedAt: Date.now(),
  };
}

/** The events committed but not audited at the heal, and how long the audit log took to take them all in. */
export type BacklogResult = {
  /** Outbox rows (every service) committed by the heal and not yet in the audit log then. */
  readonly backlog: number;
  /** From the heal until every one of them was in the audit log; null if that never happened. */
  readonly caughtUpMs: number | null;
};

export type BacklogWatch = {
  readonly result: Promise<BacklogResult>;
  stop(): void;
};

export type BacklogSnapshot = {
  /** Starts polling: from `healedAt` until every event of the backlog is in the audit log. */
  watch(healedAt: number): BacklogWatch;
};

/**
 * Call just before the heal: the outbox ids committed so far, and the audit ids (read again
 * after the heal if the audit database is the part that is down). The backlog is the first
 * minus the second.
 */
export async function snapshotBacklog(fs: SystemStack): Promise<BacklogSnapshot> {
  const outbox = await allOutbox(fs);
  const audit = await allAudit(fs).catch(() => undefined);
  return {
    watch: (healedAt) => {
      let stopped = false;
      const result = (async (): Promise<BacklogResult> => {
        let backlog: string[] | undefined;
        while (!stopped) {
          try {
            if (!backlog) {
              const known = audit ?? (await allAudit(fs));
              backlog = [...outbox.keys()].filter((id) => !known.has(id));
            }
            if ((await auditedCount(fs, backlog)) === backlog.length) {
              return { backlog: backlog.length, caughtUpMs: Date.now() - healedAt };
            }
          } catch {
            // a server still coming back: try again
          }
          await sleep(100);
        }
        return { backlog: backlog?.length ?? -1, caughtUpMs: null };
      })();
      return {
        result,
        stop: () => {
          stopped = true;
        },
      };
    },
  };
}

export async function finishPhase(
  fs: SystemStack,
  phase: Phase,
  load: SubmitLoadSummary,
  timing: { faultAt?: number; healedAt: number; backlog?: BacklogWatch },
  notes: Record<string, unknown> = {},
): Promise<PhaseResult> {
  const drain = await waitOutboxDrained(fs, DRAIN_TIMEOUT_MS);
  // Drained means the backlog is in too: give the watch a last look, then stop it.
  let backlog: BacklogResult | undefined;
  if (timing.backlog) {
    const timer = new AbortController();
    const lastLook = sleep(2_000, undefined, { signal: timer.signal }).then(
      () => undefined,
      () => undefined,
    );
    backlog = await Promise.race([timing.backlog.result, lastLook]);
    timer.abort();
    timing.backlog.stop();
  }
  const outbox = await allOutbox(fs);
  const audit = await allAudit(fs);
  const windowIds = [...outbox]
    .filter(([id, row]) => row.service === 'applications' && !phase.before.has(id))
    .map(([id]) => id);
  const { lostIds, phantomIds, ...windowCounts } = checkLedger(outbox, windowIds, audit);
  const { lostIds: gLost, phantomIds: gPhantom, ...globalCounts } = checkLedger(outbox, outbox.keys(), audit);
  const stream = await streamStats(fs.natsUrl);
  const drainStart = Math.max(timing.healedAt, load.endedAt);
  const { faultAt, healedAt } = timing;
  const firstOkAfterHeal = load.successTimes.find((t) => t > healedAt);
  return {
    test: phase.name,
    changesTarget: load.target,
    attempted: load.attempted,
    succeeded: load.succeeded,
    failedRequests: load.failures,
    window: windowCounts,
    global: globalCounts,
    drained: drain.drained,
    backlogAtHeal: backlog?.backlog ?? null,
    backlogCaughtUpMs: backlog?.caughtUpMs ?? null,
    drainMs: drain.at - healedAt,
    drainAfterLoadMs: drain.at - drainStart,
    loadMs: load.endedAt - load.startedAt,
    faultMs: faultAt === undefined ? null : healedAt - faultAt,
    succeededDuringFault:
      faultAt === undefined ? null : load.successTimes.filter((t) => t >= faultAt && t <= healedAt).length,
    recoveryMs: faultAt === undefined || firstOkAfterHeal === undefined ? null : firstOkAfterHeal - healedAt,
    streamMessages: stream?.messages ?? null,
    streamExtra: stream ? stream.messages - outbox.size : null,
    redeliveries: stream && phase.streamBefore ? stream.redeliveries - phase.streamBefore.redeliveries : null,
    notes: {
      ...notes,
      ...(drain.drained ? {} : { drainTimeout: DRAIN_TIMEOUT_MS, lastSeen: drain.last, lastError: drain.lastError }),
    },
    lostIds: [...lostIds, ...gLost].slice(0, 20),
    phantomIds: [...phantomIds, ...gPhantom].slice(0, 20),
  };
}

/** Inside a fault: the load running, and the moment the fault took hold, to be marked once it did. */
export type FaultWindow = {
  readonly load: SubmitLoad;
  /** Marks the fault as in place now; returns that time. */
  faultBegins(): number;
};

export type FaultRun = {
  readonly healedAt: number;
  /** Waits for the load's end, then drains, checks and reports; `notes` are read once the load is over. */
  finish(notes?: () => Record<string, unknown>): Promise<PhaseResult>;
};

/**
 * A phase with a fault: the load of CHANGES changes; `inject` once FAULT_AT of them succeeded
 * (it takes the part down and holds the fault); then, whatever happened, the backlog snapshot
 * and `heal`.
 */
export async function runFault(
  fs: SystemStack,
  name: string,
  inject: (window: FaultWindow) => Promise<void>,
  heal: () => Promise<void>,
): Promise<FaultRun> {
  const phase = await beginPhase(fs, name);
  const load = changesLoad(fs);
  let faultAt: number | undefined;
  let healedAt: number;
  let backlog: BacklogWatch;
  try {
    await load.reached(Math.floor(CHANGES * FAULT_AT));
    await inject({
      load,
      faultBegins: () => {
        faultAt = Date.now();
        return faultAt;
      },
    });
  } finally {
    const before = await snapshotBacklog(fs).catch(() => undefined);
    await heal();
    healedAt = Date.now();
    backlog = (before ?? (await snapshotBacklog(fs))).watch(healedAt);
  }
  return {
    healedAt,
    finish: async (notes = () => ({})) => {
      const summary = await load.done;
      const result = await finishPhase(fs, phase, summary, { faultAt, healedAt, backlog }, notes());
      report(result);
      return result;
    },
  };
}

/**
 * The fault of tests 2 and 5: `kill` takes a part down (kill -9, and waits for the exit); the
 * fault holds for at least 3 s and until 10% more changes succeeded, and the product is probed
 * as it begins and as it ends.
 */
export function killedWithProbes(
  fs: SystemStack,
  kill: () => Promise<void>,
  probes: ProductProbe[],
): (window: FaultWindow) => Promise<void> {
  return async ({ load, faultBegins }) => {
    await kill();
    faultBegins();
    probes.push(await probeProduct(fs.baseUrl));
    await holdFault(load, 3_000, Math.floor(CHANGES * 0.1));
    probes.push(await probeProduct(fs.baseUrl));
  };
}
