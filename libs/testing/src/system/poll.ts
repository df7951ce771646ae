import { setTimeout as sleep } from 'node:timers/promises';

export type Polled<T> = {
  /** The last reading. */
  readonly value: T;
  /** Whether it was accepted (false: the deadline came first). */
  readonly done: boolean;
};

/**
 * Reads, and reads again every `intervalMs`, until a reading is accepted or `timeoutMs` have
 * passed since the first; the last reading either way.
 */
export async function poll<T>(
  read: () => Promise<T>,
  accept: (value: T) => boolean,
  { timeoutMs, intervalMs }: { readonly timeoutMs: number; readonly intervalMs: number },
): Promise<Polled<T>> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await read();
    if (accept(value)) return { value, done: true };
    if (Date.now() >= deadline) return { value, done: false };
    await sleep(intervalMs);
  }
}
