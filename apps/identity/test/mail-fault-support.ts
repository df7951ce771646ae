/**
 * The parts of the mail fault test (mail-fault.e2e.spec.ts) beside its SMTP server
 * (recording-smtp-server.ts): the applications and their decisions, timed; the rule; what the
 * identity log says of the emails it could not send; the results file.
 */
import { cpSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import { join } from 'node:path';
import { jetstreamManager } from '@nats-io/jetstream';
import {
  applicationOps,
  EVENTS_STREAM,
  MAIL_CONSUMER,
  MAILED_EVENT_TYPES,
  typedConsumerName,
} from '@warroom/contracts';
import {
  api,
  applicationBody,
  bodyOf,
  machineInfo,
  percentile,
  randomClientAddress,
  connectToNats,
  repoRoot,
  type ApiResponse,
  type Session,
} from '@warroom/testing';
import type { ReceivedEmail, RecordingSmtpServer } from './recording-smtp-server.js';

export const ADMIN_EMAIL = 'admin@warroom.local';
export const ADMIN_PASSWORD = 'warroom-admin';

export const DECISIONS = ['ACCEPTED', 'REJECTED', 'WAITLISTED'] as const;
export type Decision = (typeof DECISIONS)[number];

/** PRODUCT.md section 8: the subject of each decision's email. */
export const DECISION_SUBJECTS: Readonly<Record<Decision, string>> = {
  ACCEPTED: 'Welcome to the War Room',
  REJECTED: 'Your War Room application',
  WAITLISTED: 'You are on the War Room waitlist',
};
export const RECEIVED_SUBJECT = 'We received your application';
const DECISION_SUBJECT_SET = new Set<string>(Object.values(DECISION_SUBJECTS));

export type Applicant = { readonly id: string; readonly email: string; readonly decision: Decision };

/** The emails with this subject to any of these applicants. */
export function emailsTo(smtp: RecordingSmtpServer, group: readonly Applicant[], subject: string): ReceivedEmail[] {
  const emails = new Set(group.map((a) => a.email));
  return smtp.received.filter((e) => e.subject === subject && e.recipients.some((r) => emails.has(r)));
}

/** The decision emails (any of the three subjects) to any of these applicants. */
export function decisionEmailsTo(smtp: RecordingSmtpServer, group: readonly Applicant[]): ReceivedEmail[] {
  const emails = new Set(group.map((a) => a.email));
  return smtp.received.filter((e) => DECISION_SUBJECT_SET.has(e.subject) && e.recipients.some((r) => emails.has(r)));
}

/**
 * Each applicant has exactly one decision email: its decision's subject, to the applicant, with
 * the Message-ID of its event. `missing`: none arrived; `wrong`: any other shape, described.
 */
export function checkDecisionEmails(
  emails: readonly ReceivedEmail[],
  applicants: readonly Applicant[],
  events: ReadonlyMap<string, string>,
): { missing: string[]; wrong: string[] } {
  const missing: string[] = [];
  const wrong: string[] = [];
  for (const applicant of applicants) {
    const mine = emails.filter((e) => e.recipients.includes(applicant.email));
    if (mine.length === 0) {
      missing.push(applicant.email);
      continue;
    }
    const [email] = mine;
    const eventId = events.get(applicant.id);
    if (
      mine.length !== 1 ||
      email?.subject !== DECISION_SUBJECTS[applicant.decision] ||
      email.recipients.length !== 1 ||
      eventIdOf(email.messageId) !== eventId
    ) {
      wrong.push(`${applicant.email} ${applicant.decision} event ${eventId ?? '?'}: ${JSON.stringify(mine)}`);
    }
  }
  return { missing, wrong };
}

/** One answered request (status 0: no answer), and how long it took. */
export type Timed = { readonly status: number; readonly ms: number; readonly failure?: string };

export function isOk(timed: Timed): boolean {
  return timed.status >= 200 && timed.status < 300;
}

/** `work` on every item, `concurrency` at a time; the results in the items' order. */
export async function inPool<T, R>(
  items: readonly T[],
  concurrency: number,
  work: (item: T, index: number) => Promise<R>,
): Promise<R[]> {
  const results = new Array<R>(items.length);
  let next = 0;
  const worker = async (): Promise<void> => {
    for (let i = next++; i < items.length; i = next++) results[i] = await work(items[i] as T, i);
  };
  await Promise.all(Array.from({ length: Math.min(concurrency, items.length) }, worker));
  return results;
}

async function timed(send: () => Promise<ApiResponse>): Promise<Timed> {
  const started = performance.now();
  try {
    const answer = await send();
    const ms = Math.round(performance.now() - started);
    return answer.status >= 200 && answer.status < 300
      ? { status: answer.status, ms }
      : { status: answer.status, ms, failure: answer.text.slice(0, 300) };
  } catch (error) {
    return { status: 0, ms: Math.round(performance.now() - started), failure: String(error) };
  }
}

/** `count` applications, each with a unique email and the decision it will get (the three in turn). */
export async function submitApplications(
  baseUrl: string,
  count: number,
  tag: string,
  concurrency: number,
): Promise<Applicant[]> {
  return inPool(Array.from({ length: count }), concurrency, async (_, i) => {
    const email = `mail-fault-${tag}-${i}-${Math.random().toString(36).slice(2, 8)}@example.com`;
    const answer = await api('/api/applications/submit', {
      baseUrl,
      method: 'POST',
      json: applicationBody({ applicantEmail: email }),
      headers: { 'x-forwarded-for': randomClientAddress() },
      signal: AbortSignal.timeout(20_000),
    });
    if (answer.status !== 201) throw new Error(`submitting an application: ${answer.status} ${answer.text}`);
    return {
      id: bodyOf(answer, applicationOps.submit.reply).id,
      email,
      decision: DECISIONS[i % DECISIONS.length] as Decision,
    };
  });
}

/** Each applicant's decision through the gateway as the admin, `concurrency` at a time, timed. */
export function decide(admin: Session, applicants: readonly Applicant[], concurrency: number): Promise<Timed[]> {
  return inPool(applicants, concurrency, (applicant, i) =>
    timed(() =>
      admin.patch(
        `/api/applications/${applicant.id}/status`,
        {
          status: applicant.decision,
          ...(i % 2 === 0 ? { decisionReason: `Decided in the mail fault test (${i})` } : {}),
        },
        { headers: { 'x-forwarded-for': randomClientAddress() }, signal: AbortSignal.timeout(20_000) },
      ),
    ),
  );
}

export type Latency = {
  readonly requests: number;
  readonly ok: number;
  readonly statuses: Record<string, number>;
  readonly p50Ms: number;
  readonly p99Ms: number;
  readonly maxMs: number;
};

export function latencyOf(records: readonly Timed[]): Latency {
  const statuses: Record<string, number> = {};
  for (const r of records) statuses[String(r.status)] = (statuses[String(r.status)] ?? 0) + 1;
  const ms = records.map((r) => r.ms);
  return {
    requests: records.length,
    ok: records.filter(isOk).length,
    statuses,
    p50Ms: percentile(ms, 50),
    p99Ms: percentile(ms, 99),
    maxMs: ms.reduce((max, v) => Math.max(max, v), 0),
  };
}

/**
 * The rule of the test: while SMTP is down no decision may take longer than the usual p99 with a
 * margin for a shared 2-core machine, three times it or 250 ms above it, whichever is larger.
 */
export function outageLimitMs(baselineP99Ms: number): number {
  return Math.max(3 * baselineP99Ms, baselineP99Ms + 250);
}

/** What the identity log says of the emails it could not send (`email not sent; trying again in <ms> ms`). */
export type RetryLog = {
  readonly warnings: number;
  /** The highest try number logged, per event id. */
  readonly triesByEvent: ReadonlyMap<string, number>;
  /** The failures by their first word (`ESOCKET`, `ECONNECTION` …). */
  readonly failures: Record<string, number>;
  /** The pauses announced, by try number: `{ "1": [1000], "2": [2000], … }` (distinct values). */
  readonly delaysByTry: Record<string, number[]>;
};

/** The pause before the next try: 1 s, 2 s, 4 s … up to MAIL_RETRY_MAX_SECONDS (PRODUCT.md section 8). */
export function expectedRetryDelayMs(tries: number, maxMs: number): number {
  return Math.min(maxMs, 1000 * 2 ** Math.max(0, tries - 1));
}

export function retriesLogged(logFile: string, since: number): RetryLog {
  const triesByEvent = new Map<string, number>();
  const failures: Record<string, number> = {};
  const delays = new Map<number, Set<number>>();
  let warnings = 0;
  for (const line of readFileSync(logFile, 'utf8').split('\n')) {
    if (!line.includes('email not sent')) continue;
    let entry: { time?: string | number; eventId?: string; tries?: number; failure?: string; msg?: string };
    try {
      entry = JSON.parse(line) as typeof entry;
    } catch {
      continue;
    }
    // The apps log `time` as an ISO string.
    const time = typeof entry.time === 'number' ? entry.time : Date.parse(entry.time ?? '');
    if (!(time >= since) || !entry.eventId) continue;
    warnings += 1;
    const tries = entry.tries ?? 0;
    triesByEvent.set(entry.eventId, Math.max(triesByEvent.get(entry.eventId) ?? 0, tries));
    const kind = (entry.failure ?? 'unknown').split(':')[0] ?? 'unknown';
    failures[kind] = (failures[kind] ?? 0) + 1;
    const delay = Number(/trying again in (\d+) ms/.exec(entry.msg ?? '')?.[1] ?? -1);
    delays.set(tries, (delays.get(tries) ?? new Set<number>()).add(delay));
  }
  const delaysByTry = Object.fromEntries([...delays].sort(([a], [b]) => a - b).map(([n, set]) => [n, [...set]]));
  return { warnings, triesByEvent, failures, delaysByTry };
}

/** The mail consumer's state in JetStream: events never handed to it yet, handed and not acknowledged, redelivered. */
export async function mailConsumerState(
  natsUrl: string,
): Promise<{ undelivered: number; unacknowledged: number; redelivered: number }> {
  const nc = await connectToNats(natsUrl);
  try {
    const jsm = await jetstreamManager(nc, { timeout: 5_000 });
    const infos = await Promise.all(
      MAILED_EVENT_TYPES.map((type) => jsm.consumers.info(EVENTS_STREAM, typedConsumerName(MAIL_CONSUMER, type))),
    );
    const sum = (of: (info: (typeof infos)[number]) => number): number => infos.reduce((n, info) => n + of(info), 0);
    return {
      undelivered: sum((info) => info.num_pending),
      unacknowledged: sum((info) => info.num_ack_pending),
      redelivered: sum((info) => info.num_redelivered),
    };
  } finally {
    await nc.close();
  }
}

/** The event id a Message-ID `<eventId@domain>` carries ('' when it has another shape). */
export function eventIdOf(messageId: string): string {
  return /^<([0-9a-f-]{36})@[^>]+>$/.exec(messageId)?.[1] ?? '';
}

/** Every value that occurs more than once, with its count. */
export function repeated(values: readonly string[]): Record<string, number> {
  const counts = new Map<string, number>();
  for (const v of values) counts.set(v, (counts.get(v) ?? 0) + 1);
  return Object.fromEntries([...counts].filter(([, n]) => n > 1));
}

function resultsFile(): string {
  return process.env.MAIL_FAULT_RESULTS ?? join(repoRoot(), 'test-results', 'mail-fault.json');
}

/** Prints the figures in one line and writes them to test-results/mail-fault.json (or MAIL_FAULT_RESULTS). */
export function reportFigures(figures: Record<string, unknown>): void {
  const file = resultsFile();
  mkdirSync(join(file, '..'), { recursive: true });
  const doc = { test: 'mail-fault', finishedAt: new Date().toISOString(), machine: machineInfo(), ...figures };
  writeFileSync(file, `${JSON.stringify(doc, null, 2)}\n`);
  console.log(`[mail-fault] ${JSON.stringify(figures)}`);
}

/** The apps' logs go with the stack: a failed run keeps them beside the results. */
export function keepLogs(logDir: string): void {
  const kept = `${resultsFile().replace(/\.json$/, '')}.logs`;
  try {
    rmSync(kept, { recursive: true, force: true });
    cpSync(logDir, kept, { recursive: true });
    console.log(`[mail-fault] the apps' logs are kept in ${kept}`);
  } catch (error) {
    console.log(`[mail-fault] could not keep the apps' logs (${logDir}): ${String(error)}`);
  }
}

/** The 1-minute load average, rounded: another run on the machine shows here. */
export function load1(): number {
  return Math.round((loadavg()[0] ?? 0) * 100) / 100;
}
