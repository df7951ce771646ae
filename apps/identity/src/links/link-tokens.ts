import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import type { EntityManager } from '@mikro-orm/postgresql';
import { LinkToken, type LinkPurpose } from './link-token.entity.js';

/** 256 random bits, base64url: 43 characters a link carries as they are. */
export const LINK_TOKEN_BYTES = 32;

export function newLinkToken(): string {
  return randomBytes(LINK_TOKEN_BYTES).toString('base64url');
}

export function hashOfLinkToken(token: string): string {
  return createHash('sha256').update(token, 'utf8').digest('hex');
}

/** Whether two hashes are the same, in time that does not depend on where they differ. */
export function sameHash(a: string, b: string): boolean {
  const left = Buffer.from(a, 'hex');
  const right = Buffer.from(b, 'hex');
  return left.length === right.length && timingSafeEqual(left, right);
}

/**
 * A new token for an invitation or a reset, in `em`'s transaction: its hash is stored, every
 * earlier token of the same subject stops working, and the token itself goes back to the
 * caller (the email) and nowhere else.
 */
export async function issueLinkToken(em: EntityManager, purpose: LinkPurpose, subjectId: string): Promise<string> {
  const now = new Date();
  await supersedeLinkTokens(em, purpose, subjectId, now);
  const token = newLinkToken();
  em.persist(em.create(LinkToken, { hash: hashOfLinkToken(token), purpose, subjectId, createdAt: now }));
  await em.flush();
  return token;
}

/** Every live token of the subject stops working. */
export async function supersedeLinkTokens(
  em: EntityManager,
  purpose: LinkPurpose,
  subjectId: string,
  now = new Date(),
): Promise<void> {
  await em.nativeUpdate(LinkToken, { purpose, subjectId, supersededAt: null }, { supersededAt: now });
}

/** The stored token a link carries, live or superseded; null for one never issued for this purpose. */
export async function findLinkToken(em: EntityManager, purpose: LinkPurpose, token: string): Promise<LinkToken | null> {
  const hash = hashOfLinkToken(token);
  const found = await em.findOne(LinkToken, { hash });
  if (!found || found.purpose !== purpose || !sameHash(found.hash, hash)) return null;
  return found;
}
