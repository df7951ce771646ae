import { randomUUID } from 'node:crypto';
import type { EntityManager } from '@mikro-orm/postgresql';
import {
  DomainError,
  ErrorCode,
  EventTypes,
  InvitationStatus,
  RESEND_LIMITED,
  RESENDS_PER_HOUR,
} from '@warroom/contracts';
import { recordEvent } from '@warroom/messaging';
import { lockUntilCommit } from '@warroom/persistence';
import { LinkPurpose } from '../links/link-token.entity.js';
import { supersedeLinkTokens } from '../links/link-tokens.js';
import { InvitationResend } from './invitation-resend.entity.js';
import { Invitation, statusOf } from './invitation.entity.js';

const HOUR_MS = 3_600_000;

/** Changes of one email's invitations (and the account made for it) go one at a time, until the transaction ends. */
export async function lockEmail(em: EntityManager, email: string): Promise<void> {
  await lockUntilCommit(em, `identity:invitation:${email}`);
}

/** The email's invitation that a link still opens (PENDING and not past its time), if any. */
export async function livePendingInvitation(em: EntityManager, email: string): Promise<Invitation | null> {
  const pending = await em.find(Invitation, { email, status: InvitationStatus.Pending });
  return pending.find((invitation) => statusOf(invitation) === InvitationStatus.Pending) ?? null;
}

/**
 * Counts a resend of the invitation, or refuses it with 429 and the seconds until the oldest
 * of the hour's RESENDS_PER_HOUR resends leaves the window. The invitation is locked by the
 * caller, so two resends at once are counted one after the other.
 */
export async function limitResends(em: EntityManager, invitationId: string, now: Date): Promise<void> {
  const since = new Date(now.getTime() - HOUR_MS);
  const recent = await em.find(
    InvitationResend,
    { invitationId, resentAt: { $gt: since } },
    { orderBy: { resentAt: 'asc' }, fields: ['resentAt'] },
  );
  const oldest = recent[0];
  if (recent.length >= RESENDS_PER_HOUR && oldest) {
    const retryAfterSeconds = Math.max(1, Math.ceil((oldest.resentAt.getTime() + HOUR_MS - now.getTime()) / 1000));
    throw new DomainError(ErrorCode.TooManyRequests, RESEND_LIMITED, { retryAfterSeconds });
  }
  em.persist(em.create(InvitationResend, { id: randomUUID(), invitationId, resentAt: now }));
}

/**
 * An account was made for the email (an admin created it): its pending invitation is closed,
 * so that its link answers 410 instead of a join that could only be refused.
 */
export async function closePendingInvitations(
  em: EntityManager,
  email: string,
  actor: { id: string; email: string } | null,
): Promise<void> {
  const pending = await em.find(Invitation, { email, status: InvitationStatus.Pending });
  for (const invitation of pending) {
    invitation.status = InvitationStatus.Revoked;
    await supersedeLinkTokens(em, LinkPurpose.Invitation, invitation.id);
    recordEvent(em, {
      type: EventTypes.invitationRevoked,
      actor,
      entity: `Invitation:${invitation.id}`,
      data: { email: invitation.email, reason: 'an account was created for this email' },
    });
  }
}
