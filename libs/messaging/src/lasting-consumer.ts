import { setTimeout as sleep } from 'node:timers/promises';
import type { JsMsg } from '@nats-io/jetstream';
import type { Logger } from 'pino';

/** A consumer's messages as the client hands them: they end when it closes them or cannot go on. */
export type ClosableMessages = AsyncIterable<JsMsg> & { close(): Promise<unknown> };

export type LastingConsumerOptions<M extends ClosableMessages> = {
  /** Creates (or brings up to date) the durable consumer and answers its messages. */
  readonly subscribe: () => Promise<M>;
  /** Handles the messages until they end; it is called again for each new subscription. */
  readonly consume: (messages: M) => Promise<void>;
  readonly logger: Logger;
  /** The pause before subscribing again (1 s unless set). */
  readonly retryMs?: number;
};

/**
 * A durable consumer that keeps consuming while the process runs. The client ends a consumer's
 * messages when it cannot go on (the consumer deleted under it, a refused pull); without this
 * the process would stay up and quietly stop handling events. It then logs why and subscribes
 * again after a pause, until `stop`. Nothing is lost meanwhile: what was not acknowledged is
 * delivered again.
 */
export class LastingConsumer<M extends ClosableMessages> {
  private messages: M | null = null;
  private loop: Promise<void> | null = null;
  private stopping = false;

  constructor(private readonly options: LastingConsumerOptions<M>) {}

  /** Subscribes (a failure here is the caller's: the service does not start) and consumes. */
  async start(): Promise<void> {
    this.messages = await this.options.subscribe();
    this.loop = this.run(this.messages);
  }

  /** Closes the messages and waits until the last handled one is done. */
  async stop(): Promise<void> {
    this.stopping = true;
    await this.messages?.close();
    await this.loop;
  }

  private async run(first: M): Promise<void> {
    const { logger, retryMs = 1_000 } = this.options;
    let messages = first;
    for (;;) {
      try {
        await this.options.consume(messages);
        if (this.stopping) return;
        logger.warn('event consumer ended; subscribing again');
      } catch (error) {
        if (this.stopping) return;
        logger.error({ err: error }, 'event consumer failed; subscribing again');
      }
      const next = await this.resubscribe(retryMs);
      if (!next) return;
      messages = next;
    }
  }

  /** Subscribes again after a pause, as often as it takes; null once stopping. */
  private async resubscribe(retryMs: number): Promise<M | null> {
    for (;;) {
      await sleep(retryMs);
      if (this.stopping) return null;
      try {
        this.messages = await this.options.subscribe();
        // A stop during the subscribe closed the old messages, not these.
        if (this.stopping) {
          await this.messages.close();
          return null;
        }
        return this.messages;
      } catch (error) {
        this.options.logger.warn({ err: error }, 'could not subscribe to events; trying again');
      }
    }
  }
}
