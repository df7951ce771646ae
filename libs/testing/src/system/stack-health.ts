import { gatewayOps } from '@warroom/contracts';
import { poll } from './poll.js';

/** One answer of GET /api/health (status 0: no answer; the gateway is then counted down). */
export type HealthAnswer = {
  readonly status: number;
  readonly down: readonly string[];
  /** Each part's state, e.g. `{ audit: 'up' }`. */
  readonly checks: Readonly<Record<string, string>>;
  readonly at: number;
};

export async function readHealth(baseUrl: string, timeoutMs = 10_000): Promise<HealthAnswer> {
  try {
    const response = await fetch(`${baseUrl}/api/health`, { signal: AbortSignal.timeout(timeoutMs) });
    // The parts read, each optional: an answer without them still says the gateway answered.
    const body = gatewayOps.health.reply
      .pick({ down: true, checks: true })
      .partial()
      .parse(await response.json());
    return { status: response.status, down: body.down ?? [], checks: body.checks ?? {}, at: Date.now() };
  } catch {
    return { status: 0, down: ['gateway'], checks: {}, at: Date.now() };
  }
}

/** Polls /api/health until `accept` holds; the first answer that did, or undefined at the deadline. */
export async function waitForHealth(
  baseUrl: string,
  accept: (answer: HealthAnswer) => boolean,
  timeoutMs: number,
): Promise<HealthAnswer | undefined> {
  const polled = await poll(() => readHealth(baseUrl), accept, { timeoutMs, intervalMs: 100 });
  return polled.done ? polled.value : undefined;
}

/** Milliseconds from `since` until GET /api/health reports the service up (null on timeout). */
export async function serviceUpAfter(
  baseUrl: string,
  service: string,
  since: number,
  timeoutMs = 60_000,
): Promise<number | null> {
  const polled = await poll(
    () => readHealth(baseUrl, 5_000),
    (answer) => answer.checks[service] === 'up',
    { timeoutMs: since + timeoutMs - Date.now(), intervalMs: 100 },
  );
  return polled.done ? polled.value.at - since : null;
}
