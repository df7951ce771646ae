/**
 * A real SMTP server for the mail fault test (mail-fault.e2e.spec.ts), owned by the test process:
 * smtp-server on 127.0.0.1, each message parsed with mailparser and recorded.
 */
import { simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';

/** What the server accepted: one entry per DATA it answered 250 to, duplicates included. */
export type ReceivedEmail = {
  readonly messageId: string;
  readonly subject: string;
  /** The envelope's recipients (RCPT TO), lower case. */
  readonly recipients: readonly string[];
  readonly at: number;
};

/**
 * An SMTP server on 127.0.0.1 in the test process (smtp-server, each message parsed with
 * mailparser). stop() closes it, so that connections are refused; start() opens it again on the
 * same port. No TLS, no login: the stack sends to `smtp://127.0.0.1:<port>`.
 */
export class RecordingSmtpServer {
  readonly received: ReceivedEmail[] = [];
  private server: SMTPServer | undefined;
  private port = 0;

  get url(): string {
    if (this.port === 0) throw new Error('the SMTP server has not started yet');
    return `smtp://127.0.0.1:${this.port}`;
  }

  get listeningPort(): number {
    return this.port;
  }

  /** Listens (on a free port the first time, on the same port after that). */
  async start(): Promise<void> {
    if (this.server) return;
    const server = new SMTPServer({
      authOptional: true,
      disabledCommands: ['AUTH', 'STARTTLS'],
      logger: false,
      closeTimeout: 2_000,
      onData: (stream, session, callback) => {
        const recipients = session.envelope.rcptTo.map((to) => to.address.toLowerCase());
        simpleParser(stream).then(
          (parsed) => {
            this.received.push({
              messageId: parsed.messageId ?? '',
              subject: parsed.subject ?? '',
              recipients,
              at: Date.now(),
            });
            callback();
          },
          (error: unknown) => callback(error instanceof Error ? error : new Error(String(error))),
        );
      },
    });
    await new Promise<void>((resolve, reject) => {
      server.server.once('error', reject);
      server.listen(this.port, '127.0.0.1', () => {
        server.server.off('error', reject);
        resolve();
      });
    });
    const address = server.server.address();
    if (address === null || typeof address === 'string') throw new Error('the SMTP server has no port');
    this.port = address.port;
    this.server = server;
  }

  /** Stops listening; once it resolves, a connection to the port is refused. */
  async stop(): Promise<void> {
    const server = this.server;
    if (!server) return;
    this.server = undefined;
    await new Promise<void>((resolve) => server.close(() => resolve()));
  }
}
