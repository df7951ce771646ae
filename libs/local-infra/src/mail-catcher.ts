import { existsSync, mkdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { assertPortFree, LOCALHOST, waitForHttp } from './net.js';
import { createProcess, type ManagedProcess } from './process.js';
import { nodeBinary } from './stack.js';

export type MailCatcherOptions = {
  /** The checkout, whose node_modules holds maildev. */
  readonly rootDir: string;
  readonly smtpPort: number;
  /** Its web inbox and REST API (`GET /api/email`). */
  readonly webPort: number;
  readonly logFile: string;
  /** Where it keeps what it received across restarts; in memory unless told. */
  readonly mailDir?: string;
  /** How long to wait until it answers; 30 s unless told. */
  readonly startTimeoutMs?: number;
};

export type MailCatcherHandle = {
  /** `smtp://127.0.0.1:<smtpPort>`, for SMTP_URL. */
  readonly smtpUrl: string;
  /** The web inbox. */
  readonly inboxUrl: string;
  /** `GET <apiUrl>/email` lists every email received. */
  readonly apiUrl: string;
  readonly process: ManagedProcess;
  stop(): Promise<void>;
  /** stop(), then start again on the same ports (and folder, when it has one). */
  restart(): Promise<void>;
};

/** `<rootDir>/node_modules/maildev/dist/bin/maildev.js` */
export function maildevPath(rootDir: string): string {
  return join(resolve(rootDir), 'node_modules', 'maildev', 'dist', 'bin', 'maildev.js');
}

/**
 * Starts maildev (PRODUCT.md section 8): an SMTP server that keeps everything it receives and
 * shows it in a web inbox and a REST API. Nothing leaves the machine. Both ports on 127.0.0.1.
 */
export async function startMailCatcher(options: MailCatcherOptions): Promise<MailCatcherHandle> {
  const script = maildevPath(options.rootDir);
  if (!existsSync(script)) throw new Error(`${script} is missing: run "npm ci"`);
  if (options.mailDir) mkdirSync(options.mailDir, { recursive: true });
  const args = [
    script,
    '--smtp',
    String(options.smtpPort),
    '--ip',
    LOCALHOST,
    '--web',
    String(options.webPort),
    '--web-ip',
    LOCALHOST,
    '--silent',
    ...(options.mailDir ? ['--mail-directory', options.mailDir] : []),
  ];
  const server = createProcess({
    name: 'maildev',
    command: nodeBinary(options.rootDir),
    args,
    cwd: options.rootDir,
    env: { PATH: process.env.PATH ?? '/usr/bin:/bin' },
    logFile: options.logFile,
    stopSignal: 'SIGTERM',
    stopTimeoutMs: 5_000,
  });
  const apiUrl = `http://${LOCALHOST}:${options.webPort}/api`;

  const launch = async (): Promise<void> => {
    await assertPortFree(options.smtpPort, 'the mail catcher (SMTP)', 'set MAIL_SMTP_PORT to another port');
    await assertPortFree(options.webPort, 'the mail catcher (inbox)', 'set MAIL_UI_PORT to another port');
    await server.start();
    try {
      await waitForHttp(`${apiUrl}/healthz`, {
        timeoutMs: options.startTimeoutMs ?? 30_000,
        intervalMs: 100,
        abort: () => (server.running ? undefined : `maildev exited (log ${server.logFile})`),
      });
    } catch (error) {
      await server.stop();
      throw error;
    }
  };
  await launch();

  return {
    smtpUrl: `smtp://${LOCALHOST}:${options.smtpPort}`,
    inboxUrl: `http://localhost:${options.webPort}/`,
    apiUrl,
    process: server,
    stop: async () => {
      await server.stop();
    },
    restart: async () => {
      await server.stop();
      await launch();
    },
  };
}
