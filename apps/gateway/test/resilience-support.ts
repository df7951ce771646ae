/**
 * The resilience tests' own parts (resilience-*.e2e.spec.ts). The stack with its server
 * processes at hand, the load of N clients, the resource probes and the ledger are the system
 * support of @warroom/testing; here: the stack's hooks and sizes, the load's users, what a clean
 * failure is, the read-back of what the load created, and the results files.
 *
 * Sizes are env overridable (RESILIENCE_*), so that `npm run resilience` runs the same tests at full size.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import {
  appErrors,
  intEnv,
  isOk,
  machineInfo,
  prepareLoadFixture,
  randomClientAddress,
  repoRoot,
  session,
  stackPerFile,
  startSystemStack,
  waitLedgerDrained,
  type LoadFixture,
  type RequestRecord,
  type SystemStack,
  type SystemStackOptions,
} from '@warroom/testing';
import { z } from 'zod';
import { checkWrites, type WriteCheck } from './resilience-writes.js';
import { ADMIN_EMAIL, ADMIN_PASSWORD } from './support.js';

/** A request that has not been answered after this long counts as a hang (status 0). */
export const CLIENT_TIMEOUT_MS = intEnv('RESILIENCE_CLIENT_TIMEOUT_MS', 20_000);

/**
 * The file's stack (PostgreSQL and NATS as local processes, every app with the replicas asked
 * for), up before its tests and stopped after them, every load stopped after each test.
 */
export function resilienceStack(
  options: Pick<SystemStackOptions, 'replicas' | 'env' | 'logLevel'> = {},
): () => SystemStack {
  return stackPerFile(() => startSystemStack({ name: 'resilience', ...options }), 240_000);
}

/**
 * Users for the clients (half ADMIN, half CTO, created by the seeded admin) and `reviewable`
 * applications moved to UNDER_REVIEW so that votes are taken.
 */
export function prepareFixture(
  baseUrl: string,
  sizes: { users?: number; reviewable?: number } = {},
): Promise<LoadFixture> {
  return prepareLoadFixture(baseUrl, {
    ...sizes,
    admin: { email: ADMIN_EMAIL, password: ADMIN_PASSWORD },
    requestTimeoutMs: CLIENT_TIMEOUT_MS,
  });
}

/** The parts of a failed answer's body judged below, each as it came. */
const errorPartsSchema = z.object({ statusCode: z.unknown().optional(), message: z.unknown().optional() });

/**
 * What is wrong with a failed answer, or undefined when it fails cleanly: a 5xx (or exactly
 * `status` when given) whose body is the product's JSON error ({ statusCode, message }) without
 * a stack trace, answered in time.
 */
export function uncleanFailure(record: RequestRecord, status?: number): string | undefined {
  if (isOk(record)) return undefined;
  if (record.status === 0) return `no answer within ${CLIENT_TIMEOUT_MS} ms (${record.failure ?? ''})`;
  if (record.status < 500 || (status !== undefined && record.status !== status)) {
    return `status ${record.status}: ${record.failure ?? ''}`;
  }
  if (!record.contentType.includes('application/json')) return `content-type ${record.contentType}`;
  let body: unknown;
  try {
    body = JSON.parse(record.failure ?? '');
  } catch {
    return 'body is not JSON';
  }
  const read = errorPartsSchema.safeParse(body);
  const { statusCode, message } = read.success ? read.data : {};
  if (statusCode !== record.status || typeof message !== 'string' || message.length === 0) {
    return `body is not the product's error: ${record.failure ?? ''}`;
  }
  if (/\bat .+:\d+:\d+|stack|Error:/i.test(record.failure ?? ''))
    return `body shows internals: ${record.failure ?? ''}`;
  return undefined;
}

/** The API agrees: every objective and application created by a 2xx answer can be read back by the admin. */
export async function readBack(baseUrl: string, records: readonly RequestRecord[]): Promise<string[]> {
  const admin = session(baseUrl);
  await admin.login(ADMIN_EMAIL, ADMIN_PASSWORD);
  const missing: string[] = [];
  for (const r of records.filter((w) => isOk(w) && w.createdId)) {
    const path =
      r.kind === 'createObjective' ? `/api/okr/objectives/${r.createdId!}` : `/api/applications/${r.createdId!}/status`;
    const answer = await admin.get(path, { baseUrl, headers: { 'x-forwarded-for': randomClientAddress() } });
    if (answer.status !== 200) missing.push(`${path}: ${answer.status}`);
  }
  return missing;
}

export type Settled = {
  readonly drained: Awaited<ReturnType<typeof waitLedgerDrained>>;
  readonly writeCheck: WriteCheck;
  readonly unreadable: string[];
  readonly loggedErrors: string[];
};

/**
 * Once a load with faults is over: the event path drained (within 60 s), every write checked,
 * what the load created read back, and the errors the apps logged.
 */
export async function settleLoad(rs: SystemStack, records: readonly RequestRecord[]): Promise<Settled> {
  const drained = await waitLedgerDrained(rs, 60_000);
  const writeCheck = await checkWrites(rs, records);
  const unreadable = await readBack(rs.baseUrl, records);
  return { drained, writeCheck, unreadable, loggedErrors: appErrors(rs) };
}

/** Writes test-results/resilience-<name>.json (or into RESILIENCE_RESULTS_DIR) and prints it. */
export function writeResults(name: string, results: Record<string, unknown>): void {
  const dir = process.env.RESILIENCE_RESULTS_DIR ?? join(repoRoot(), 'test-results');
  mkdirSync(dir, { recursive: true });
  const doc = { test: name, finishedAt: new Date().toISOString(), machine: machineInfo(), ...results };
  writeFileSync(join(dir, `resilience-${name}.json`), `${JSON.stringify(doc, null, 2)}\n`);
  console.log(`[resilience] ${name}: ${JSON.stringify(results)}`);
}
