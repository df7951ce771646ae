import type { NatsConnection, Subscription } from '@nats-io/transport-node';
import { connectNats } from './nats-connection.js';

/**
 * Says on core NATS that something a gateway may hold changed (a user's sessions, an
 * application's status). Call it after the transaction of the change committed. At most
 * once: a notice lost while NATS is down is made good by the listeners, which drop all they
 * hold when their connection comes back.
 */
export function publishNotice(nc: NatsConnection, subject: string, notice: object): void {
  try {
    nc.publish(subject, JSON.stringify(notice));
  } catch {
    // NATS is down: see above.
  }
}

export type NoticeHandlers = {
  /** A notice arrived on `subject` (its payload as text). */
  readonly notice: (subject: string, text: string) => void;
  /** Notices may have been missed (the connection dropped or came back): trust nothing held from before. */
  readonly lost: () => void;
};

/** What listenForNotices started: stop it when the holder goes. */
export type NoticeListener = { close(): Promise<void> };

/**
 * Listens for notices on `subjects` on a connection of its own (named `name`), for a holder
 * of other services' answers that must drop them when they change.
 */
export async function listenForNotices(
  natsUrl: string,
  name: string,
  subjects: readonly string[],
  handlers: NoticeHandlers,
): Promise<NoticeListener> {
  const nc = await connectNats(natsUrl, name);
  const subscriptions: Subscription[] = subjects.map((subject) =>
    nc.subscribe(subject, {
      callback: (error, message) => {
        if (!error) handlers.notice(message.subject, message.string());
      },
    }),
  );
  void (async () => {
    for await (const status of nc.status()) {
      if (status.type === 'disconnect' || status.type === 'reconnect') handlers.lost();
    }
  })();
  return {
    async close() {
      for (const subscription of subscriptions) subscription.unsubscribe();
      await nc.close();
    },
  };
}
