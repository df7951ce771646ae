/**
 * A load of audit-producing changes: `POST /api/applications/submit` (one `application.submitted`
 * event each) with bounded concurrency, until enough succeeded; and one submission as a probe
 * that the product answers.
 */
import { randomUUID } from 'node:crypto';
import { applicationOps } from '@warroom/contracts';
import { applicationBody, randomClientAddress } from '../fixtures.js';
import { LoadRun } from './load.js';

/** POST /api/applications/submit of a valid application with this email, from an address of its own. */
export function postApplication(baseUrl: string, applicantEmail: string, signal?: AbortSignal): Promise<Response> {
  return fetch(`${baseUrl}/api/applications/submit`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': randomClientAddress() },
    body: JSON.stringify(applicationBody({ applicantEmail })),
    signal,
  });
}

export type SubmitResult = {
  readonly status: number;
  readonly id?: string;
  readonly error?: string;
};

export async function submitOnce(baseUrl: string, timeoutMs = 15_000): Promise<SubmitResult> {
  try {
    const response = await postApplication(
      baseUrl,
      `reliability-${randomUUID()}@example.com`,
      AbortSignal.timeout(timeoutMs),
    );
    const text = await response.text();
    if (response.status === 201) return { status: 201, id: applicationOps.submit.reply.parse(JSON.parse(text)).id };
    return { status: response.status, error: text.slice(0, 200) };
  } catch (error) {
    return { status: 0, error: (error as Error).message };
  }
}

export type SubmitLoadSummary = {
  readonly target: number;
  readonly attempted: number;
  readonly succeeded: number;
  /** Failed requests by HTTP status (0: no answer). */
  readonly failures: Record<string, number>;
  readonly startedAt: number;
  readonly endedAt: number;
  /** When each success was answered (ms since the epoch, in order). */
  readonly successTimes: readonly number[];
};

/**
 * Sends changes with `concurrency` in flight until `target` succeeded (201); the attempts are
 * capped at 3 * target + 5000.
 */
export class SubmitLoad {
  attempted = 0;
  succeeded = 0;
  readonly failures: Record<string, number> = {};
  readonly successTimes: number[] = [];
  readonly done: Promise<SubmitLoadSummary>;
  private readonly waiters: Array<{ count: number; resolve: () => void }> = [];
  private readonly run: LoadRun;

  constructor(
    baseUrl: string,
    readonly target: number,
    concurrency: number,
  ) {
    const maxAttempts = 3 * target + 5_000;
    this.run = new LoadRun(
      concurrency,
      async () => {
        this.attempted += 1;
        const result = await submitOnce(baseUrl);
        if (result.status === 201) {
          this.succeeded += 1;
          this.successTimes.push(Date.now());
          this.notify();
          return true;
        }
        const key = String(result.status);
        this.failures[key] = (this.failures[key] ?? 0) + 1;
        return false;
      },
      { enough: () => this.succeeded >= target || this.attempted >= maxAttempts },
    );
    this.done = this.run.done.then(() => {
      this.notify(true);
      return this.summary();
    });
  }

  get startedAt(): number {
    return this.run.startedAt;
  }

  get endedAt(): number {
    return this.run.endedAt;
  }

  /** Resolves once `count` changes succeeded (or the load ended). */
  reached(count: number): Promise<void> {
    if (this.succeeded >= count || !this.run.running) return Promise.resolve();
    return new Promise<void>((resolvePromise) => this.waiters.push({ count, resolve: resolvePromise }));
  }

  stop(): void {
    this.run.stop();
  }

  get running(): boolean {
    return this.run.running;
  }

  summary(): SubmitLoadSummary {
    return {
      target: this.target,
      attempted: this.attempted,
      succeeded: this.succeeded,
      failures: { ...this.failures },
      startedAt: this.startedAt,
      endedAt: this.endedAt || Date.now(),
      successTimes: [...this.successTimes],
    };
  }

  private notify(all = false): void {
    for (let i = this.waiters.length - 1; i >= 0; i--) {
      const waiter = this.waiters[i]!;
      if (all || this.succeeded >= waiter.count) {
        this.waiters.splice(i, 1);
        waiter.resolve();
      }
    }
  }
}

export type ProductProbe = {
  readonly id: string;
  readonly submitStatus: number;
  readonly statusStatus: number;
  readonly applicationStatus: string | undefined;
};

const statusPartSchema = applicationOps.status.reply.pick({ status: true }).partial();

/** Submits one application and reads its public status: the product answering. */
export async function probeProduct(baseUrl: string): Promise<ProductProbe> {
  const submitted = await submitOnce(baseUrl);
  if (submitted.status !== 201 || !submitted.id) {
    throw new Error(`the product did not take a submission: ${submitted.status} ${submitted.error ?? ''}`);
  }
  const response = await fetch(`${baseUrl}/api/applications/${submitted.id}/status`, {
    signal: AbortSignal.timeout(15_000),
  });
  // The status alone, if the answer has one (an error answer has none).
  const body = statusPartSchema.safeParse(await response.json().catch(() => null)).data;
  return {
    id: submitted.id,
    submitStatus: submitted.status,
    statusStatus: response.status,
    applicationStatus: body?.status,
  };
}
