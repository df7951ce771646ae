/**
 * Mail while SMTP is down (issue 16, PRODUCT.md section 8): no request waits or fails because
 * SMTP is down, each email goes out once when it is back, none twice, none missing.
 *
 * The stack sends to a real SMTP server owned by this test (RecordingSmtpServer). Phase 1, SMTP
 * up: N applications, their N 'We received your application' emails, and a baseline batch of
 * decisions on other applications to measure the usual latency. Phase 2, SMTP closed: the N
 * decisions, each 2xx and none slower than the rule of outageLimitMs; nothing arrives; the
 * identity log shows the decision emails failing to connect and tried again after the pauses of
 * the backoff (1 s, then 2 s: MAIL_RETRY_MAX_SECONDS=2). Phase 3, SMTP open again:
 * exactly N decision emails, each once, to its applicant with its decision's subject, Message-ID
 * `<eventId@…>` of its event; one SENT row per event in `mail_deliveries`.
 *
 * Sizes: MAIL_FAULT_APPLICATIONS (200), MAIL_FAULT_BASELINE (N / 5, at least 100),
 * MAIL_FAULT_CONCURRENCY (4), MAIL_FAULT_MIN_DOWN_MS (5000), MAIL_FAULT_SETTLE_MS (5000); results
 * in test-results/mail-fault.json (MAIL_FAULT_RESULTS).
 */
import { setTimeout as sleep } from 'node:timers/promises';
import { canConnect, databaseNameFor, type ServiceName } from '@warroom/local-infra';
import {
  appErrors,
  intEnv,
  poll,
  session,
  sqlQuery,
  startWarroomStack,
  withDatabase,
  type WarroomTestStack,
} from '@warroom/testing';
import {
  ADMIN_EMAIL,
  ADMIN_PASSWORD,
  checkDecisionEmails,
  decide,
  decisionEmailsTo,
  emailsTo,
  eventIdOf,
  expectedRetryDelayMs,
  isOk,
  keepLogs,
  latencyOf,
  load1,
  mailConsumerState,
  outageLimitMs,
  RECEIVED_SUBJECT,
  repeated,
  reportFigures,
  retriesLogged,
  submitApplications,
  type RetryLog,
  type Applicant,
} from './mail-fault-support.js';
import { RecordingSmtpServer } from './recording-smtp-server.js';

const APPLICATIONS = intEnv('MAIL_FAULT_APPLICATIONS', 200);
/** A fifth of N (at least 100): the p99 of the baseline is the yardstick of N requests' maximum. */
const BASELINE = intEnv('MAIL_FAULT_BASELINE', Math.max(100, Math.round(APPLICATIONS / 5)));
const CONCURRENCY = intEnv('MAIL_FAULT_CONCURRENCY', 4);
/** SMTP stays closed at least this long, and until the log shows a decision email tried again. */
const MIN_DOWN_MS = intEnv('MAIL_FAULT_MIN_DOWN_MS', 5_000);
/** After the last email, longer than the longest retry pause (2 s): time for a duplicate to show. */
const SETTLE_MS = intEnv('MAIL_FAULT_SETTLE_MS', 5_000);
const SUBMIT_CONCURRENCY = 8;
/**
 * Each email opens a connection, and smtp-server waits a fixed 100 ms before its greeting: ~120 ms
 * an email one at a time, ~30 ms with the mail module's 8 at once. Waits allow 150 ms and 30 s more.
 */
const waitMs = (emails: number): number => 30_000 + 150 * emails;
/** 2 × (N + baseline) emails, N + baseline decisions: well under 2 minutes at the CI size here. */
const TEST_TIMEOUT_MS = 180_000 + 150 * Math.max(0, APPLICATIONS + BASELINE - 300);
const RETRY_MAX_MS = 2_000;
/** How nodemailer says it could not reach the server. */
const CONNECTION_FAILURES = new Set(['ESOCKET', 'ECONNECTION', 'ETIMEDOUT']);

describe('mail while SMTP is down (issue 16)', () => {
  const smtp = new RecordingSmtpServer();
  let stack: WarroomTestStack | undefined;
  let passed = false;

  beforeAll(async () => {
    await smtp.start();
    stack = await startWarroomStack({
      infraMode: 'local',
      env: { SMTP_URL: smtp.url, MAIL_RETRY_MAX_SECONDS: String(RETRY_MAX_MS / 1000) },
    });
  }, 180_000);

  afterAll(async () => {
    if (!passed && stack) keepLogs(stack.env.WARROOM_LOG_DIR);
    try {
      await stack?.stop();
    } finally {
      await smtp.stop();
    }
  }, 90_000);

  it(
    'decisions answer as fast as usual while SMTP is down, and each email goes out exactly once when it is back',
    async () => {
      if (!stack) throw new Error('the stack did not start');
      const s = stack;
      const startedAt = Date.now();
      const loadAtStart = load1();
      const baseUrl = s.env.WARROOM_URL;
      const dbUrl = (service: ServiceName): string =>
        withDatabase(s.env.WARROOM_PG_ADMIN_URL, databaseNameFor(service, s.env.WARROOM_DB_PREFIX));
      const admin = session(baseUrl);
      await admin.login(ADMIN_EMAIL, ADMIN_PASSWORD);

      // Phase 1, SMTP up: the applications, their emails, and the usual latency of a decision.
      const applicants = await submitApplications(baseUrl, APPLICATIONS, 'n', SUBMIT_CONCURRENCY);
      const baseline = await submitApplications(baseUrl, BASELINE, 'b', SUBMIT_CONCURRENCY);
      const everyone = [...applicants, ...baseline];
      await waitForEmails(smtp, 'received', () => emailsTo(smtp, everyone, RECEIVED_SUBJECT).length, everyone.length);
      const receivedEmailsMs = Date.now() - startedAt;
      const baselineLatency = latencyOf(await decide(admin, baseline, CONCURRENCY));
      await waitForEmails(smtp, 'baseline decision', () => decisionEmailsTo(smtp, baseline).length, baseline.length);
      const limitMs = outageLimitMs(baselineLatency.p99Ms);

      // Phase 2, SMTP closed: the decisions, timed; nothing may arrive; the retries in the log.
      const receivedBeforeStop = smtp.received.length;
      await smtp.stop();
      const downAt = Date.now();
      const refused = !(await canConnect(smtp.listeningPort));
      const outageTimes = await decide(admin, applicants, CONCURRENCY);
      const outageLatency = latencyOf(outageTimes);
      const decidedAfterMs = Date.now() - downAt;
      const events = await decisionEvents(dbUrl('applications'), applicants);
      const identityLog = s.stack.get('identity').logFile;
      const triedAgain = (log: RetryLog): number =>
        [...events.values()].filter((id) => (log.triesByEvent.get(id) ?? 0) >= 2).length;
      const retried = await poll(
        async () => retriesLogged(identityLog, downAt),
        (log) => Date.now() - downAt >= MIN_DOWN_MS && triedAgain(log) > 0,
        { timeoutMs: 30_000, intervalMs: 250 },
      );
      const receivedWhileDown = smtp.received.length - receivedBeforeStop;
      const consumerAtRestart = await mailConsumerState(s.env.WARROOM_NATS_URL);

      // Phase 3, SMTP open again on the same port: every decision email, once.
      await smtp.start();
      const upAt = Date.now();
      await waitForEmails(smtp, 'decision', () => decisionEmailsTo(smtp, applicants).length, applicants.length, false);
      const arrived = decisionEmailsTo(smtp, applicants);
      const firstEmailAt = arrived.reduce((first, email) => Math.min(first, email.at), Infinity);
      const lastEmailAt = arrived.reduce((last, email) => Math.max(last, email.at), 0);
      await sleep(SETTLE_MS);

      const problems = checkDecisionEmails(decisionEmailsTo(smtp, applicants), applicants, events);
      const allIds = smtp.received.map((email) => email.messageId);
      const doubled = repeated(allIds);
      const deliveries = await sqlQuery<{ event_id: string; status: string; message_id: string; recipient: string }>(
        dbUrl('identity'),
        'select event_id, status, message_id, recipient from mail_deliveries',
      );
      const sentIds = new Set(deliveries.filter((d) => d.status === 'SENT').map((d) => d.message_id));
      const eventIds = new Set(events.values());
      const decisionRows = deliveries.filter((d) => eventIds.has(d.event_id));
      const consumerAtEnd = await mailConsumerState(s.env.WARROOM_NATS_URL);
      const backlog = consumerAtEnd.undelivered + consumerAtEnd.unacknowledged;
      const identityErrors = appErrors(s).filter((line) => line.startsWith('identity'));
      const retryLog = retried.value;

      const figures = {
        applications: APPLICATIONS,
        baselineApplications: BASELINE,
        concurrency: CONCURRENCY,
        smtpDownMs: upAt - downAt,
        refusedWhileDown: refused,
        baseline: baselineLatency,
        outage: outageLatency,
        ruleMs: limitMs,
        slowerThanRule: outageTimes.filter((t) => t.ms > limitMs).length,
        decidedAfterMs,
        receivedWhileDown,
        retries: {
          warnings: retryLog.warnings,
          decisionEventsTried: [...events.values()].filter((id) => retryLog.triesByEvent.has(id)).length,
          decisionEventsTriedAgain: triedAgain(retryLog),
          maxTries: Math.max(0, ...retryLog.triesByEvent.values()),
          failures: retryLog.failures,
          delaysByTry: retryLog.delaysByTry,
        },
        consumerAtRestart,
        receivedEmailsMs,
        restartToFirstEmailMs: firstEmailAt - upAt,
        restartToLastEmailMs: lastEmailAt - upAt,
        msPerEmailAfterRestart: Math.round((lastEmailAt - firstEmailAt) / Math.max(1, arrived.length - 1)),
        decisionEmails: decisionEmailsTo(smtp, applicants).length,
        dataAccepted: smtp.received.length,
        expectedEmails: 2 * (APPLICATIONS + BASELINE),
        uniqueMessageIds: new Set(allIds).size,
        duplicates: Object.values(doubled).reduce((sum, n) => sum + n - 1, 0),
        missing: problems.missing.length,
        wrong: problems.wrong.length,
        mailDeliveries: { rows: deliveries.length, sent: sentIds.size, decisionSent: decisionRows.length },
        mailConsumerBacklog: backlog,
        identityErrors: identityErrors.length,
        testMs: Date.now() - startedAt,
        load1: { start: loadAtStart, end: load1() },
      };
      reportFigures(figures);

      expect(outageTimes.filter((t) => !isOk(t))).toEqual([]);
      expect(outageTimes.filter((t) => t.ms > limitMs).map((t) => t.ms)).toEqual([]);
      expect({ refused, receivedWhileDown, triedAgain: retried.done }).toEqual({
        refused: true,
        receivedWhileDown: 0,
        triedAgain: true,
      });
      // Every failure was the connection, and each pause the one of the backoff for its try.
      expect(Object.keys(retryLog.failures).filter((kind) => !CONNECTION_FAILURES.has(kind))).toEqual([]);
      const delays = Object.entries(retryLog.delaysByTry);
      expect(Object.fromEntries(delays)).toEqual(
        Object.fromEntries(delays.map(([tries]) => [tries, [expectedRetryDelayMs(Number(tries), RETRY_MAX_MS)]])),
      );
      expect(events.size).toBe(APPLICATIONS);
      expect(problems).toEqual({ missing: [], wrong: [] });
      expect(doubled).toEqual({});
      expect(smtp.received.every((email) => eventIdOf(email.messageId) !== '')).toBe(true);
      expect(smtp.received.length).toBe(2 * (APPLICATIONS + BASELINE));
      // One row per event emailed, every one SENT, with the Message-ID and recipient that arrived.
      expect(deliveries.filter((d) => d.status !== 'SENT')).toEqual([]);
      expect([...sentIds].sort()).toEqual([...new Set(allIds)].sort());
      expect(decisionRows.length).toBe(APPLICATIONS);
      expect({ backlog, identityErrors }).toEqual({ backlog: 0, identityErrors: [] });
      passed = true;
    },
    TEST_TIMEOUT_MS,
  );
});

/** Polls until `count()` reaches `wanted`; throws at the deadline unless told not to (the checks then say what is missing). */
async function waitForEmails(
  smtp: RecordingSmtpServer,
  what: string,
  count: () => number,
  wanted: number,
  throwOnTimeout = true,
): Promise<void> {
  const polled = await poll(
    async () => count(),
    (n) => n >= wanted,
    {
      timeoutMs: waitMs(wanted),
      intervalMs: 100,
    },
  );
  if (!polled.done && throwOnTimeout) {
    throw new Error(
      `${polled.value} of ${wanted} ${what} emails arrived (the server accepted ${smtp.received.length})`,
    );
  }
}

/** Application id -> the id of its `application.status_changed` event (the applications outbox). */
async function decisionEvents(applicationsDb: string, applicants: readonly Applicant[]): Promise<Map<string, string>> {
  const rows = await sqlQuery<{ id: string; entity: string }>(
    applicationsDb,
    `select id, entity from outbox where type = 'application.status_changed' and entity = any($1::text[])`,
    [applicants.map((a) => `Application:${a.id}`)],
  );
  return new Map(rows.map((row) => [row.entity.slice('Application:'.length), row.id]));
}
