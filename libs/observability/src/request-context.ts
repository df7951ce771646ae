import { AsyncLocalStorage } from 'node:async_hooks';
import { randomUUID } from 'node:crypto';

export type RequestContext = { requestId: string };

const storage = new AsyncLocalStorage<RequestContext>();

/** Runs `fn` with a request id that log lines and published events pick up. */
export function runWithRequestId<T>(requestId: string | undefined, fn: () => T): T {
  return storage.run({ requestId: requestId || randomUUID() }, fn);
}

export function currentRequestId(): string | null {
  return storage.getStore()?.requestId ?? null;
}

/** A request id from outside is accepted only if it looks like one (no log injection). */
export function sanitizeRequestId(value: unknown): string | undefined {
  return typeof value === 'string' && /^[A-Za-z0-9._-]{1,64}$/.test(value) ? value : undefined;
}
