import { createServer, connect } from 'node:net';
import { setTimeout as sleep } from 'node:timers/promises';

export const LOCALHOST = '127.0.0.1';

/** Thrown when a port that must be free is in use; the message is one line. */
export class PortInUseError extends Error {
  constructor(
    readonly port: number,
    readonly what: string,
    hint = '',
  ) {
    super(`Port ${port} (${what}) is already in use${hint ? `: ${hint}` : ''}`);
    this.name = 'PortInUseError';
  }
}

/** A port that was free on 127.0.0.1 a moment ago (the OS picks it). */
export async function getFreePort(host = LOCALHOST): Promise<number> {
  return new Promise<number>((resolve, reject) => {
    const server = createServer();
    server.unref();
    server.once('error', reject);
    server.listen({ port: 0, host, exclusive: true }, () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => (port > 0 ? resolve(port) : reject(new Error('could not get a free port'))));
    });
  });
}

/** True if nothing listens on host:port and it can be bound. */
export async function isPortFree(port: number, host = LOCALHOST): Promise<boolean> {
  const bindable = await new Promise<boolean>((resolve) => {
    const server = createServer();
    server.unref();
    server.once('error', () => resolve(false));
    server.listen({ port, host, exclusive: true }, () => server.close(() => resolve(true)));
  });
  if (!bindable) return false;
  // A server on another address of the same port (e.g. 0.0.0.0 without SO_REUSEPORT) would refuse the
  // bind above; one bound elsewhere can still answer on localhost, so also try to connect.
  return !(await canConnect(port, host, 500));
}

/** Throws PortInUseError (one line) if host:port is taken. */
export async function assertPortFree(port: number, what: string, hint?: string, host = LOCALHOST): Promise<void> {
  if (!(await isPortFree(port, host))) throw new PortInUseError(port, what, hint);
}

/** One TCP connection attempt. */
export function canConnect(port: number, host = LOCALHOST, timeoutMs = 1000): Promise<boolean> {
  return new Promise<boolean>((resolve) => {
    const socket = connect({ port, host });
    const done = (ok: boolean): void => {
      socket.destroy();
      resolve(ok);
    };
    socket.setTimeout(timeoutMs, () => done(false));
    socket.once('connect', () => done(true));
    socket.once('error', () => done(false));
  });
}

export type WaitOptions = {
  /** Give up after this long; 30 s unless told. */
  readonly timeoutMs?: number;
  /** Pause between attempts; 100 ms unless told. */
  readonly intervalMs?: number;
  /** Checked between attempts: a string (why) ends the wait at once with that error, e.g. "the server exited". */
  readonly abort?: () => string | undefined;
  readonly host?: string;
};

async function poll(what: string, attempt: () => Promise<string | true>, options: WaitOptions): Promise<void> {
  const timeoutMs = options.timeoutMs ?? 30_000;
  const intervalMs = options.intervalMs ?? 100;
  const deadline = Date.now() + timeoutMs;
  let last: string;
  for (;;) {
    const result = await attempt();
    if (result === true) return;
    last = result;
    const aborted = options.abort?.();
    if (aborted) throw new Error(`${what}: ${aborted}`);
    if (Date.now() >= deadline) throw new Error(`${what}: gave up after ${timeoutMs} ms${last ? ` (${last})` : ''}`);
    await sleep(intervalMs);
  }
}

/** Waits until host:port accepts TCP connections. */
export async function waitForPort(port: number, options: WaitOptions = {}): Promise<void> {
  const host = options.host ?? LOCALHOST;
  await poll(
    `waiting for ${host}:${port}`,
    async () => ((await canConnect(port, host, 1000)) ? true : 'connection refused'),
    options,
  );
}

export type WaitForHttpOptions = {
  /** The status that counts as ready; 200 unless told. */
  readonly status?: number;
  /** Timeout of each request; 5 s unless told. */
  readonly requestTimeoutMs?: number;
} & WaitOptions;

/** Waits until GET url answers the wanted status (200 by default). */
export async function waitForHttp(url: string, options: WaitForHttpOptions = {}): Promise<void> {
  const wanted = options.status ?? 200;
  await poll(
    `waiting for ${url} to answer ${wanted}`,
    async () => {
      try {
        const response = await fetch(url, { signal: AbortSignal.timeout(options.requestTimeoutMs ?? 5_000) });
        const body = await response.text();
        return response.status === wanted ? true : `last answer ${response.status} ${body.slice(0, 300)}`;
      } catch (error) {
        const cause = (error as { cause?: { code?: string } }).cause?.code;
        return cause ?? (error as Error).message;
      }
    },
    options,
  );
}
