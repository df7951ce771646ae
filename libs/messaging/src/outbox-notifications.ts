import pg from 'pg';
import type { Logger } from 'pino';

/**
 * The channel an outbox insert notifies on commit: the outbox's statement trigger
 * `outbox_committed` (`OutboxEvent`) runs `pg_notify('outbox', '')`.
 */
export const OUTBOX_CHANNEL = 'outbox';

/** Reconnection after a lost listening connection: 0.5 s doubling to 30 s (the poll covers meanwhile). */
const RECONNECT_MIN_MS = 500;
const RECONNECT_MAX_MS = 30_000;

export type OutboxNotifications = { stop(): Promise<void> };

/**
 * Calls `onCommit` when a transaction that inserted outbox rows commits, in this process or
 * any other (a replica, a script): PostgreSQL delivers a NOTIFY only on commit, one per
 * transaction. One connection of its own, outside the pool; lost, it is opened again with a
 * growing delay, and the relay's poll picks rows up meanwhile.
 */
export function listenForOutbox(databaseUrl: string, logger: Logger, onCommit: () => void): OutboxNotifications {
  let client: pg.Client | null = null;
  let stopped = false;
  let retryMs = RECONNECT_MIN_MS;
  let retry: NodeJS.Timeout | null = null;

  const reconnectLater = () => {
    if (stopped || retry) return;
    retry = setTimeout(() => {
      retry = null;
      void connect();
    }, retryMs);
    retryMs = Math.min(RECONNECT_MAX_MS, retryMs * 2);
  };

  const connect = async () => {
    const candidate = new pg.Client({ connectionString: databaseUrl, application_name: 'outbox-listener' });
    // Lost (PostgreSQL restarted, the network): an error, then the end, or the end alone.
    let lost = false;
    const lose = (error?: Error) => {
      if (lost || stopped) return;
      lost = true;
      logger.warn({ err: error }, 'outbox notifications unavailable; the relay polls until they are back');
      if (client === candidate) client = null;
      candidate.end().catch(() => undefined);
      reconnectLater();
    };
    candidate.on('notification', () => onCommit());
    candidate.on('error', lose);
    candidate.on('end', () => lose());
    try {
      await candidate.connect();
      await candidate.query(`listen ${OUTBOX_CHANNEL}`);
    } catch (error) {
      lose(error instanceof Error ? error : new Error(String(error)));
      return;
    }
    if (stopped) {
      await candidate.end().catch(() => undefined);
      return;
    }
    client = candidate;
    retryMs = RECONNECT_MIN_MS;
    // Rows committed while nobody listened: a pass now finds them.
    onCommit();
  };

  void connect();
  return {
    async stop() {
      stopped = true;
      if (retry) clearTimeout(retry);
      retry = null;
      const open = client;
      client = null;
      await open?.end().catch(() => undefined);
    },
  };
}
