import { mkdirSync, writeFileSync } from 'node:fs';
import { NATS_MAX_PAYLOAD_BYTES } from '@warroom/contracts';
import { connect } from 'node:net';
import { join, resolve } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { ensureNatsServer } from './binaries.js';
import { assertPortFree, LOCALHOST } from './net.js';
import { createProcess, describeExit, type ManagedProcess } from './process.js';

export type NatsOptions = {
  /** JetStream store folder (kept across restarts). */
  readonly storeDir: string;
  readonly port: number;
  /** Server output; `<storeDir>/nats-server.log` unless told. */
  readonly logFile?: string;
  /** JetStream on (default true). */
  readonly jetstream?: boolean;
  /** The largest message the server takes; `NATS_MAX_PAYLOAD_BYTES` unless told. */
  readonly maxPayloadBytes?: number;
  /** More nats-server arguments. */
  readonly extraArgs?: readonly string[];
  /** How long to wait until it greets a client; 30 s unless told. */
  readonly startTimeoutMs?: number;
};

export type NatsHandle = {
  /** `nats://127.0.0.1:<port>` */
  readonly url: string;
  readonly port: number;
  readonly storeDir: string;
  readonly process: ManagedProcess;
  readonly pid: number | undefined;
  /** SIGTERM, SIGKILL after 10 s; resolves when the server has exited. */
  stop(): Promise<void>;
  /** Signals the server (SIGKILL, SIGSTOP, SIGCONT...). */
  kill(signal?: NodeJS.Signals): void;
  /** stop(), then start again on the same store and port, and wait until it accepts clients. */
  restart(): Promise<void>;
  waitReady(timeoutMs?: number): Promise<void>;
};

/** One attempt: connect and read the server's INFO greeting. */
export function natsGreets(port: number, host = LOCALHOST, timeoutMs = 1_000): Promise<boolean> {
  return new Promise<boolean>((resolvePromise) => {
    const socket = connect({ port, host });
    let received = '';
    const done = (ok: boolean): void => {
      socket.destroy();
      resolvePromise(ok);
    };
    socket.setTimeout(timeoutMs, () => done(false));
    socket.on('data', (chunk: Buffer) => {
      received += chunk.toString('latin1');
      if (received.startsWith('INFO ')) done(true);
      else if (received.length >= 5) done(false);
    });
    socket.once('error', () => done(false));
    socket.once('close', () => done(false));
  });
}

/** Starts nats-server (JetStream on) on 127.0.0.1:port. */
export async function startNats(options: NatsOptions): Promise<NatsHandle> {
  const storeDir = resolve(options.storeDir);
  const { port } = options;
  const binary = ensureNatsServer();
  mkdirSync(storeDir, { recursive: true });

  // The message ceiling is set on purpose (nats-server's default is 1 MB): see NATS_MAX_PAYLOAD_BYTES.
  const config = join(storeDir, 'warroom-nats.conf');
  writeFileSync(config, `max_payload: ${options.maxPayloadBytes ?? NATS_MAX_PAYLOAD_BYTES}\n`);
  const args = [
    '-c',
    config,
    ...(options.jetstream === false ? [] : ['-js']),
    '-a',
    LOCALHOST,
    '-p',
    String(port),
    '-sd',
    storeDir,
    ...(options.extraArgs ?? []),
  ];
  const server = createProcess({
    name: 'nats-server',
    command: binary,
    args,
    cwd: storeDir,
    env: { PATH: process.env.PATH ?? '/usr/bin:/bin' },
    logFile: options.logFile ?? join(storeDir, 'nats-server.log'),
    stopSignal: 'SIGTERM',
    stopTimeoutMs: 10_000,
  });
  const startTimeoutMs = options.startTimeoutMs ?? 30_000;

  const waitReady = async (timeoutMs = startTimeoutMs): Promise<void> => {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      if (await natsGreets(port)) return;
      if (!server.running) {
        throw new Error(
          `nats-server ${describeExit(server.lastExit)} while starting (log ${server.logFile}):\n${server.logTail(20)}`,
        );
      }
      if (Date.now() >= deadline) {
        throw new Error(
          `nats-server did not accept clients on port ${port} within ${timeoutMs} ms; log ${server.logFile}:\n${server.logTail(20)}`,
        );
      }
      await sleep(50);
    }
  };

  const launch = async (): Promise<void> => {
    await assertPortFree(port, 'NATS', 'set NATS_PORT to another port or stop what uses it');
    await server.start();
    try {
      await waitReady();
    } catch (error) {
      await server.stop(5_000);
      throw error;
    }
  };

  await launch();

  return {
    url: `nats://${LOCALHOST}:${port}`,
    port,
    storeDir,
    process: server,
    get pid() {
      return server.pid;
    },
    stop: async () => {
      await server.stop();
    },
    kill: (signal = 'SIGTERM') => server.kill(signal),
    restart: async () => {
      await server.stop();
      await launch();
    },
    waitReady,
  };
}
