import type { EventSubscriber, TransactionEventArgs } from '@mikro-orm/core';
import type { OutboxRelay } from '@warroom/messaging';

/** Wakes the outbox relay after every commit, so events leave within milliseconds. */
export class OutboxWaker implements EventSubscriber {
  constructor(private readonly relay: OutboxRelay) {}

  afterTransactionCommit(_args: TransactionEventArgs): void {
    this.relay.wake();
  }
}
