import { jetstreamManager } from '@nats-io/jetstream';
import { connect, type NatsConnection } from '@nats-io/transport-node';
import { EVENTS_STREAM, MAIL_CONSUMER, MAILED_EVENT_TYPES, typedConsumerName } from '@warroom/contracts';
import { z } from 'zod';

/** An email as the mail catcher (maildev) keeps it. */
const caughtEmailSchema = z.object({
  id: z.string(),
  subject: z.string(),
  to: z.array(z.object({ address: z.string() })),
  from: z.array(z.object({ address: z.string(), name: z.string().optional() })).optional(),
  headers: z.record(z.string(), z.unknown()),
  text: z.string().optional().default(''),
  html: z.string().optional().default(''),
});
export type CaughtEmail = z.infer<typeof caughtEmailSchema>;

/**
 * The stack's outbox, as the mail catcher received it (PRODUCT.md section 8): every email the
 * product really sent over SMTP, read back through maildev's REST API.
 */
export class MailInbox {
  constructor(private readonly apiUrl: string = requiredEnv('WARROOM_MAIL_API_URL')) {}

  async all(): Promise<CaughtEmail[]> {
    const response = await fetch(`${this.apiUrl}/email`, { signal: AbortSignal.timeout(10_000) });
    if (!response.ok) throw new Error(`the mail catcher answered ${response.status}`);
    return z.array(caughtEmailSchema).parse(await response.json());
  }

  /** Every email to this address, oldest first. */
  async to(address: string): Promise<CaughtEmail[]> {
    const wanted = address.toLowerCase();
    return (await this.all()).filter((email) => email.to.some((to) => to.address.toLowerCase() === wanted));
  }

  /** Waits until an email to `address` with this subject has arrived (and `count` of them, when told). */
  async waitFor(address: string, subject: string, { count = 1, timeoutMs = 20_000 } = {}): Promise<CaughtEmail[]> {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const found = (await this.to(address)).filter((email) => email.subject === subject);
      if (found.length >= count) return found;
      if (Date.now() > deadline) {
        const seen = (await this.to(address)).map((email) => email.subject);
        throw new Error(
          `no ${count} × '${subject}' to ${address} within ${timeoutMs} ms (seen: ${JSON.stringify(seen)})`,
        );
      }
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
}

/** The Message-ID of a caught email. */
export function messageIdOf(email: CaughtEmail): string {
  const id = email.headers['message-id'];
  return typeof id === 'string' ? id : '';
}

/** The token of the first `<path>?token=…` link in an email's text, e.g. `linkToken(email, '/join')`. */
export function linkToken(email: CaughtEmail, path: string): string {
  const match = new RegExp(`${path.replace(/[/]/g, '\\/')}\\?token=([A-Za-z0-9_-]+)`).exec(email.text);
  if (!match?.[1]) throw new Error(`no ${path}?token= link in '${email.subject}'`);
  return match[1];
}

/**
 * How many events a durable consumer of the EVENTS stream still has to process (not yet
 * delivered, or delivered and not yet acknowledged): 0 when it has caught up.
 */
export async function consumerBacklog(nc: NatsConnection, consumer: string): Promise<number> {
  const jsm = await jetstreamManager(nc, { timeout: 5_000 });
  try {
    const info = await jsm.consumers.info(EVENTS_STREAM, consumer);
    return info.num_pending + info.num_ack_pending;
  } catch {
    // Not made yet: its service has not started it, so nothing is waiting for it either.
    return 0;
  }
}

export function connectToNats(url: string = requiredEnv('WARROOM_NATS_URL')): Promise<NatsConnection> {
  return connect({ servers: url, name: 'warroom-test' });
}

function requiredEnv(name: string): string {
  const value = process.env[name];
  if (!value) throw new Error(`${name} is not set by the test setup`);
  return value;
}

/** What the mail module still has to process: the backlogs of its consumers, one per mailed event type. */
export async function mailBacklog(nc: NatsConnection): Promise<number> {
  const backlogs = await Promise.all(
    MAILED_EVENT_TYPES.map((type) => consumerBacklog(nc, typedConsumerName(MAIL_CONSUMER, type))),
  );
  return backlogs.reduce((sum, n) => sum + n, 0);
}
