import { Inject, Injectable, type OnApplicationBootstrap, type OnApplicationShutdown } from '@nestjs/common';
import { MikroORM, type EntityManager } from '@mikro-orm/postgresql';
import type { JsMsg } from '@nats-io/jetstream';
import type { NatsConnection } from '@nats-io/transport-node';
import { MAIL_CONSUMER, MAILED_EVENT_TYPES, type EventEnvelope } from '@warroom/contracts';
import { consumeEventTypes, eventOf, LastingConsumer, type EventMessages } from '@warroom/messaging';
import { renderEmail } from '@warroom/emails';
import { NATS_CONNECTION, SERVICE_LOGGER } from '@warroom/microservice';
import { kyselyOf } from '@warroom/persistence';
import { sql } from 'kysely';
import type { Logger } from 'pino';
import { IDENTITY_OPTIONS, type IdentityOptions } from '../identity-options.js';
import type { IdentityDb } from '../orm.js';
import { Mailer } from './mailer.js';
import { MailPlans, type MailPlan } from './mail-plans.js';
import { DeliveryStatus, MailDelivery } from './mail-delivery.entity.js';
import { describeSmtpFailure, isPermanentRefusal, isUnreachable } from './smtp-errors.js';

/** How long JetStream waits for an email's ack: longer than one SMTP try at its timeouts. */
const ACK_WAIT_MS = 120_000;
const FIRST_RETRY_MS = 1_000;
/** How many emails are on their way at once. */
const MAIL_CONCURRENCY = 8;

/** The pause before the n-th try of an email: 1 s, 2 s, 4 s … up to the configured longest. */
export function retryDelayMs(deliveryCount: number, maxMs: number): number {
  return Math.min(maxMs, FIRST_RETRY_MS * 2 ** Math.max(0, Math.min(deliveryCount - 1, 20)));
}

/**
 * The durable JetStream consumer that sends the emails of PRODUCT.md section 8. Mail goes out
 * from events, never inside a request: nobody waits for SMTP. Each event is one email at most,
 * keyed by the event's id (`mail_deliveries` and the Message-ID): an event delivered again sends
 * nothing twice. While SMTP does not take an email, it is tried again with a growing pause; one
 * it refuses for good (a bad address) is recorded as refused and not tried again.
 */
@Injectable()
export class MailConsumer implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly consumer: LastingConsumer<EventMessages>;
  /** Until when SMTP is taken for unreachable: an email due meanwhile goes back untried. */
  private smtpDownUntil = 0;

  constructor(
    private readonly orm: MikroORM,
    private readonly plans: MailPlans,
    private readonly mailer: Mailer,
    @Inject(NATS_CONNECTION) private readonly nc: NatsConnection,
    @Inject(SERVICE_LOGGER) private readonly logger: Logger,
    @Inject(IDENTITY_OPTIONS) private readonly options: IdentityOptions,
  ) {
    this.consumer = new LastingConsumer({
      subscribe: () =>
        consumeEventTypes(this.nc, MAIL_CONSUMER, MAILED_EVENT_TYPES, {
          ackWaitMs: ACK_WAIT_MS,
          maxAckPending: 1_000,
          batch: 100,
          logger: this.logger,
        }),
      consume: (messages) => this.consume(messages),
      logger: this.logger,
    });
  }

  onApplicationBootstrap(): Promise<void> {
    return this.consumer.start();
  }

  onApplicationShutdown(): Promise<void> {
    return this.consumer.stop();
  }

  /**
   * A few emails at a time, so that one slow try (an SMTP server that does not answer, the
   * applications service slow to say whom to write to) does not hold up the others.
   */
  private async consume(messages: EventMessages): Promise<void> {
    const inFlight = new Set<Promise<void>>();
    for await (const message of messages) {
      const handled = this.handle(message).catch((error: unknown) => {
        this.logger.error({ err: error, seq: message.seq }, 'email not handled; it will be tried again');
        message.nak(this.options.mail.retryMaxMs);
      });
      inFlight.add(handled);
      void handled.finally(() => inFlight.delete(handled));
      if (inFlight.size >= MAIL_CONCURRENCY) await Promise.race(inFlight);
    }
    await Promise.all(inFlight);
  }

  private async handle(message: JsMsg): Promise<void> {
    // Only the mailed types are consumed (consumeEventTypes); most of them still send nothing.
    const event = eventOf(message);
    // A malformed event (the audit consumer reports it) sends nothing, nor does most of them.
    const plan = event ? this.plans.planFor(event) : null;
    if (!event || !plan) {
      message.ack();
      return;
    }
    const wait = this.smtpDownUntil - Date.now();
    if (wait > 0) {
      // Nothing asked, issued or rendered: one email per pause finds out whether SMTP is back.
      message.nak(wait);
      return;
    }
    try {
      await this.deliver(event, plan);
      message.ack();
    } catch (error) {
      const delay = retryDelayMs(message.info.deliveryCount, this.options.mail.retryMaxMs);
      if (isUnreachable(error)) this.smtpDownUntil = Math.max(this.smtpDownUntil, Date.now() + delay);
      this.logger.warn(
        { failure: describeSmtpFailure(error), eventId: event.id, type: event.type, tries: message.info.deliveryCount },
        `email not sent; trying again in ${delay} ms`,
      );
      message.nak(delay);
    }
  }

  private async deliver(event: EventEnvelope, plan: MailPlan): Promise<void> {
    const em = this.orm.em.fork();
    if (await em.findOne(MailDelivery, { eventId: event.id })) return;
    const letter = await plan((work) => em.transactional(work));
    if (!letter) return;
    const rendered = await renderEmail(letter.message, this.options.mail.publicUrl);
    const messageId = `<${event.id}@${domainOf(this.options.mail.from)}>`;
    const delivery = { eventId: event.id, kind: letter.message.kind, recipient: letter.to, messageId };
    try {
      await this.mailer.send({ ...rendered, to: letter.to, messageId });
    } catch (error) {
      if (!isPermanentRefusal(error)) throw error;
      const detail = describeSmtpFailure(error);
      await this.record(em, { ...delivery, status: DeliveryStatus.Refused, detail });
      this.logger.error(
        { eventId: event.id, kind: letter.message.kind, failure: detail },
        'email refused by SMTP for good',
      );
      return;
    }
    await this.record(em, { ...delivery, status: DeliveryStatus.Sent, detail: null });
    this.logger.info({ eventId: event.id, kind: letter.message.kind }, 'email sent');
  }

  private async record(
    em: EntityManager,
    delivery: Omit<MailDelivery, 'at'> & { detail: string | null },
  ): Promise<void> {
    await kyselyOf<IdentityDb>(em)
      .insertInto('MailDelivery')
      .values({ ...delivery, at: sql<Date>`now()` })
      .onConflict((conflict) => conflict.column('eventId').doNothing())
      .execute();
  }
}

/** The domain of `War Room <no-reply@warroom.local>`, for Message-IDs. */
function domainOf(from: string): string {
  return /@([A-Za-z0-9.-]+)/.exec(from)?.[1] ?? 'warroom.local';
}
