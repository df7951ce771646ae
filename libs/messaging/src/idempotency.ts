import { createHash } from 'node:crypto';
import type { EntityManager } from '@mikro-orm/postgresql';
import { DomainError, ErrorCode } from '@warroom/contracts';
import { kyselyOf } from '@warroom/persistence';
import { sql } from 'kysely';
import type { WriteDb } from './write-entities.js';

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
    const db = kyselyOf<WriteDb>(tx);
    const taken = await db
      .insertInto('IdempotentReply')
      .values({ key, subject, requestHash: hash, createdAt: sql<Date>`now()` })
      .onConflict((conflict) => conflict.column('key').doNothing())
      .returning('key')
      .execute();
    if (taken.length === 0) {
      const stored = await db
        .selectFrom('IdempotentReply')
        .select(['requestHash', 'reply'])
        .where('key', '=', key)
        .executeTakeFirst();
      if (stored?.requestHash !== hash) throw new DomainError(ErrorCode.Conflict, KEY_REUSED);
      // What the first one answered, as JSON: the NATS reply it would have been.
      return stored.reply;
    }
    const reply = await write();
    await db
      .updateTable('IdempotentReply')
      .set({ reply: sql`${JSON.stringify(reply ?? null)}::jsonb` })
      .where('key', '=', key)
      .execute();
    return reply;
  });
}

/** Forgets replies older than a day. */
export async function forgetOldReplies(em: EntityManager): Promise<number> {
  const { numDeletedRows } = await kyselyOf<WriteDb>(em)
    .deleteFrom('IdempotentReply')
    .where('createdAt', '<', new Date(Date.now() - IDEMPOTENT_REPLY_TTL_MS))
    .executeTakeFirst();
  return Number(numDeletedRows);
}
