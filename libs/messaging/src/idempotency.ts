import { createHash } from 'node:crypto';
import type { EntityManager } from '@mikro-orm/postgresql';
import { DomainError, ErrorCode } from '@warroom/contracts';

/** How long a reply is kept for repeats. */
export const IDEMPOTENT_REPLY_TTL_MS = 24 * 3600_000;

export const KEY_REUSED = 'This Idempotency-Key was already used for another request';

/** The request as it matters for a repeat: who asks (not through which session) and what. */
export function requestHash(subject: string, payload: unknown): string {
  const { caller, ...rest } = (payload ?? {}) as { caller?: { id?: string } };
  return createHash('sha256')
    .update(JSON.stringify([subject, caller?.id ?? null, rest]))
    .digest('hex');
}

type Stored = { request_hash: string; reply: unknown };

/**
 * Runs a write once per key, inside one transaction with the record of its reply. The key's
 * row is taken first: a repeat that arrives while the first is still running waits for it,
 * then answers what it committed; a repeat of a write that failed runs again (nothing
 * committed). A key used for another request is a 409.
 */
export async function runOnce(
  em: EntityManager,
  key: string,
  subject: string,
  payload: unknown,
  write: () => Promise<unknown>,
): Promise<unknown> {
  const hash = requestHash(subject, payload);
  return em.transactional(async (tx) => {
    const taken = await tx.execute<{ key: string }[]>(
      `insert into idempotent_replies (key, subject, request_hash, created_at) values (?, ?, ?, now())
       on conflict (key) do nothing returning key`,
      [key, subject, hash],
    );
    if (taken.length === 0) {
      const [stored] = await tx.execute<Stored[]>('select request_hash, reply from idempotent_replies where key = ?', [
        key,
      ]);
      if (stored?.request_hash !== hash) throw new DomainError(ErrorCode.Conflict, KEY_REUSED);
      // What the first one answered, as JSON: the NATS reply it would have been.
      return stored.reply;
    }
    const reply = await write();
    await tx.execute('update idempotent_replies set reply = ?::jsonb where key = ?', [
      JSON.stringify(reply ?? null),
      key,
    ]);
    return reply;
  });
}

/** Forgets replies older than a day. */
export async function forgetOldReplies(em: EntityManager): Promise<number> {
  const rows = await em.execute<{ key: string }[]>(
    'delete from idempotent_replies where created_at < ? returning key',
    [new Date(Date.now() - IDEMPOTENT_REPLY_TTL_MS)],
  );
  return rows.length;
}
